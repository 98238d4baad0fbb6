import 'server-only';
import type { ZodType } from 'zod';
import { endpoint, type EndpointDefinition, type ErrorStatus, type RouteHandler } from '../http/endpoint';
import { idParams, idQuery } from '@/lib/schemas/list';
import { fileEndpoint, type FileReply } from './file-endpoint';
import { servedTypes, type FileUse } from './file-use';

/**
 * A file route is declared by its use, its path, its summary and its service; the rest follows from them. A path
 * under /api/app/ is the families' (their app token, tag App); one under /api/webadmin/<Tag>/ is the staff's, with
 * the use's right (`staff`), or anyone's when the use is public.
 */
type AccessOf<P extends string, U extends FileUse, M> = P extends `/api/app/${string}`
  ? 'parent'
  : M extends 'GET'
    ? U extends { public: true }
      ? 'public'
      : 'tenant'
    : 'tenant';
type Ctx<A extends 'public' | 'tenant' | 'parent'> = Parameters<
  EndpointDefinition<A, 'data', unknown, unknown, unknown, unknown>['handler']
>[0];
type Route<P extends string> = { path: P; summary: string; errors: readonly ErrorStatus[] };

function described(use: FileUse, method: 'GET' | 'POST', path: string) {
  if (path.startsWith('/api/app/')) return { method, path, tag: 'App', access: 'parent' as const };
  const tag = /^\/api\/webadmin\/([^/]+)\//.exec(path)?.[1];
  if (!tag) throw new Error(`${path}: a file route lives under /api/app/ or /api/webadmin/<Tag>/`);
  if (method === 'GET' && use.public) return { method, path, tag, access: 'public' as const };
  const action = method === 'GET' ? 'read' : use.staff?.upload;
  const right = use.staff && action ? { menu: use.staff.menu, action } : undefined;
  return { method, path, tag, access: 'tenant' as const, right };
}

/**
 * POST …/{id} (multipart, field `file`): an upload for the row `id`, as `use` takes it (its types by content,
 * 415, and its size, 413, documented from the declaration). `save` reads the file from the request.
 */
export function uploadRoute<U extends FileUse, P extends string, Q = undefined, D = unknown>(
  use: U,
  save: (
    ctx: Ctx<AccessOf<P, U, 'POST'>>,
    id: string,
    request: Request,
    query: Q,
  ) => Promise<{ id: string; message: string; data?: D }>,
  def: Route<P> & { query?: ZodType<Q>; output?: ZodType<D> },
): RouteHandler {
  return endpoint<'tenant' | 'parent', 'mutation', Q, undefined, { id: string }, D>({
    ...def,
    ...(described(use, 'POST', def.path) as { method: 'POST'; tag: string; access: 'tenant' | 'parent' }),
    params: idParams,
    shape: 'mutation',
    upload: { types: use.accepts, maxBytes: use.maxBytes },
    // An image over the pixel limit (read from its header) is 422.
    errors: use.encode && !def.errors.includes(422) ? [...def.errors, 422] : def.errors,
    handler: (ctx, { params, query }, request) => save(ctx as never, params.id, request, query) as never,
  });
}

/** GET …?id=: the file of the row `id`, which `read` finds within the caller's reach. */
export function fileOfRowRoute<U extends FileUse, P extends string>(
  use: U,
  read: (ctx: Ctx<AccessOf<P, U, 'GET'>>, id: string) => Promise<FileReply>,
  def: Route<P>,
): RouteHandler {
  return fileEndpoint<'public' | 'tenant' | 'parent', { id: string }>({
    ...def,
    ...described(use, 'GET', def.path),
    method: 'GET',
    query: idQuery,
    produces: servedTypes(use),
    handler: (ctx, { query }) => read(ctx as never, query.id),
  });
}

/** GET …/{file}: a stored file by its name, which `read` finds a row of within the caller's reach. */
export function fileByNameRoute<U extends FileUse, P extends string>(
  use: U,
  read: (ctx: Ctx<AccessOf<P, U, 'GET'>>, file: string) => Promise<FileReply>,
  def: Route<P> & { params: ZodType<{ file: string }> },
): RouteHandler {
  return fileEndpoint<'public' | 'tenant' | 'parent', undefined, { file: string }>({
    ...def,
    ...described(use, 'GET', def.path),
    method: 'GET',
    produces: servedTypes(use),
    handler: (ctx, { params }) => read(ctx as never, params.file),
  });
}
