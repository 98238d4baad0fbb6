import 'server-only';
import { AppError, badRequest } from '../http/errors';

// Room for the multipart envelope around the file itself.
const ENVELOPE_BYTES = 16 * 1024;

/**
 * The `file` field of a multipart request, at most `maxBytes` long. A body announced as too large is refused
 * before it is read; one that turns out too large is refused all the same.
 */
export async function readUpload(request: Request, maxBytes: number): Promise<{ bytes: Uint8Array; name: string }> {
  const announced = Number(request.headers.get('content-length') ?? 0);
  if (announced > maxBytes + ENVELOPE_BYTES)
    throw new AppError(413, 'errors.file_too_large', { max: Math.round(maxBytes / 1024) });
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? ''))
    throw badRequest('errors.file_required');
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest('errors.file_required');
  }
  const file = form.get('file');
  if (!file || typeof file === 'string' || file.size === 0)
    throw badRequest('errors.file_required', { file: 'errors.file_required' });
  if (file.size > maxBytes) throw new AppError(413, 'errors.file_too_large', { max: Math.round(maxBytes / 1024) });
  return { bytes: new Uint8Array(await file.arrayBuffer()), name: file.name };
}
