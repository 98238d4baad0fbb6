import 'server-only';
import { endpoint, type EndpointDefinition, type RouteHandler } from '../http/endpoint';
import type { UploadType } from './file-type';

/** A file answer: bytes (or a stream) with its type, and a download name when it should be saved. */
export type FileReply = {
  body: Uint8Array | ReadableStream<Uint8Array>;
  contentType: string;
  fileName?: string;
  headers?: Record<string, string>;
};

type Access = 'public' | 'tenant' | 'user' | 'parent';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export type FileType = typeof XLSX_TYPE | UploadType;
type Def<A extends Access, Q, P> = EndpointDefinition<A, 'data', Q, undefined, P, unknown>;
type FileDefinition<A extends Access, Q, P> = Omit<
  Def<A, Q, P>,
  'shape' | 'handler' | 'body' | 'output' | 'produces'
> & {
  /** The content types the file may have, as the OpenAPI document lists them (in tests, checked on every answer). */
  produces: readonly FileType[];
  handler: (...args: Parameters<Def<A, Q, P>['handler']>) => Promise<FileReply>;
};

/**
 * An endpoint that answers a file instead of the JSON envelope. It goes through the same wrapper (locale,
 * session, school, right, zod, error shape); only a successful answer is replaced by the file.
 */
export function fileEndpoint<A extends Access, Q = undefined, P = undefined>(
  def: FileDefinition<A, Q, P>,
): RouteHandler {
  const files = new WeakMap<Request, FileReply>();
  const inner = endpoint<A, 'data', Q, undefined, P, unknown>({
    ...def,
    shape: 'data',
    handler: async (ctx, input, request) => {
      files.set(request, await def.handler(ctx, input, request));
      return null;
    },
  });
  const handler = async (request: Request, context: Parameters<RouteHandler>[1]) => {
    const response = await inner(request, context);
    const file = files.get(request);
    if (!file || response.status !== 200) return response;
    if (CHECK_FILES && !def.produces.some((type) => matchesType(type, file.contentType)))
      throw new Error(
        `${def.method} ${def.path} answered ${file.contentType}, which its declaration does not list in \`produces\``,
      );
    const headers: Record<string, string> = {
      'content-type': file.contentType,
      'x-content-type-options': 'nosniff',
      // Personal data unless the service says otherwise (e.g. a logo under a name that changes with every upload).
      'cache-control': 'no-store',
      ...lowerCased(file.headers),
    };
    // A file never runs anything, whatever it holds: no scripts, no plugins, no same-origin rights (sandbox). A PDF
    // keeps the service's policy without `sandbox`, which would stop the browser's PDF viewer.
    if (!/^application\/pdf\b/i.test(file.contentType)) headers['content-security-policy'] = FILE_CSP;
    else headers['content-security-policy'] ??= "default-src 'none'";
    if (file.fileName) headers['content-disposition'] = contentDisposition(file.fileName);
    // The browser's copy is still the file (its ETag matches): 304, with the caller's rights checked all the same.
    const etag = headers.etag;
    if (etag && request.headers.get('if-none-match')?.split(/\s*,\s*/).includes(etag)) {
      if (file.body instanceof ReadableStream) await file.body.cancel();
      delete headers['content-length'];
      return new Response(null, { status: 304, headers });
    }
    return new Response(file.body as BodyInit, { status: 200, headers });
  };
  return Object.assign(handler, { definition: inner.definition });
}

const CHECK_FILES = process.env.NODE_ENV === 'test' || !!process.env.VITEST;
const matchesType = (declared: string, sent: string) => {
  const type = sent.split(';')[0].trim().toLowerCase();
  return declared === type;
};

export const FILE_CSP = "default-src 'none'; sandbox";

function lowerCased(headers: Record<string, string> = {}) {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

/** attachment; with an ASCII fallback and the UTF-8 name (RFC 6266), so Vietnamese names survive. */
function contentDisposition(name: string) {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
