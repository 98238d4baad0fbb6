import 'server-only';
import { AppError, badRequest } from './errors';

// C0 control characters and DEL, except tab, line feed and carriage return (text areas keep their lines).
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const MAX_DEPTH = 32;

/**
 * Refuses (400 errors.control_characters) any string — value or key, at any depth — holding a NUL or another
 * control character: the database refuses NUL in text, and nobody types the others. Too deep a value is refused
 * as well (400 errors.validation). Walked without recursion.
 */
export function assertCleanInput(value: unknown) {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (CONTROL.test(item)) throw badRequest('errors.control_characters');
    } else if (item && typeof item === 'object') {
      if (depth >= MAX_DEPTH) throw badRequest('errors.validation');
      if (Array.isArray(item)) for (const v of item) stack.push([v, depth + 1]);
      else
        for (const [k, v] of Object.entries(item)) {
          if (CONTROL.test(k)) throw badRequest('errors.control_characters');
          stack.push([v, depth + 1]);
        }
    }
  }
}

/** 413 errors.body_too_large. */
export const bodyTooLarge = (maxBytes: number) =>
  new AppError(413, 'errors.body_too_large', { max: Math.max(1, Math.round(maxBytes / 1024)) });

/**
 * The request body's bytes, read while they stream: past `maxBytes` the reading stops and 413 is thrown, whatever
 * Content-Length announced (a chunked body announces nothing). `tooLarge` makes the error.
 */
export async function readBodyBytes(
  request: Request,
  maxBytes: number,
  tooLarge: () => AppError = () => bodyTooLarge(maxBytes),
): Promise<Uint8Array> {
  const announced = Number(request.headers.get('content-length') ?? 0);
  if (announced > maxBytes) throw tooLarge();
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      let part: ReadableStreamReadResult<Uint8Array>;
      try {
        part = await reader.read();
      } catch {
        throw badRequest('errors.validation'); // the client went away or sent a broken body
      }
      const { done, value } = part;
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => {});
        throw tooLarge();
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

export async function readBodyText(request: Request, maxBytes: number): Promise<string> {
  const bytes = await readBodyBytes(request, maxBytes);
  return new TextDecoder().decode(bytes);
}
