import 'server-only';
import { AppError, badRequest } from '../http/errors';
import { readBodyBytes } from '../http/input-guard';

// Room for the multipart envelope around the file itself.
const ENVELOPE_BYTES = 16 * 1024;

/**
 * The `file` field of a multipart request, at most `maxBytes` long. The body is read while it streams and cut off
 * (413, nothing kept) as soon as it passes the limit, whatever Content-Length announced — a chunked body announces
 * nothing — so memory never holds more than the limit.
 */
export async function readUpload(request: Request, maxBytes: number): Promise<{ bytes: Uint8Array; name: string; fields: Record<string, string> }> {
  const tooLarge = () => new AppError(413, 'errors.file_too_large', { max: Math.round(maxBytes / 1024) });
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(contentType)) {
    if (Number(request.headers.get('content-length') ?? 0) > maxBytes + ENVELOPE_BYTES) throw tooLarge();
    throw badRequest('errors.file_required');
  }
  const body = await readBodyBytes(request, maxBytes + ENVELOPE_BYTES, tooLarge);
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest('errors.file_required');
  }
  const file = form.get('file');
  if (!file || typeof file === 'string' || file.size === 0)
    throw badRequest('errors.file_required', { file: 'errors.file_required' });
  if (file.size > maxBytes) throw tooLarge();
  const name = file.name.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255);
  // The form's short text fields beside the file (a statement's `columns`).
  const fields: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string' && value.length <= 4096) fields[key] = value;
  return { bytes: new Uint8Array(await file.arrayBuffer()), name, fields };
}
