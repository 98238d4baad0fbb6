import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../http/errors';
import { sniffImage } from '../files/image-type';
import { readUpload } from '../files/read-upload';
import { uploadDir } from '../files/upload-dir';
import { MAX_ABSENCE_ATTACHMENT_BYTES } from '@/lib/attendance-values';

export type AttachmentKind = { ext: 'png' | 'jpg' | 'webp' | 'pdf'; contentType: string };

/** Stored names: <absence id>-<32 random hex>.<ext>; nothing else in the folder is ever served. */
export const ATTACHMENT_FILE = /^[0-9a-f-]{36}-[0-9a-f]{32}\.(png|jpg|webp|pdf)$/;

/** An image (PNG, JPEG, WebP) or a PDF, by the file's first bytes: never by its name or the browser's claim. */
export function sniffAttachment(bytes: Uint8Array): AttachmentKind | null {
  const image = sniffImage(bytes);
  if (image) return image;
  // %PDF-
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d];
  if (bytes.length >= pdf.length && pdf.every((b, i) => bytes[i] === b))
    return { ext: 'pdf', contentType: 'application/pdf' };
  return null;
}

/** DATA_DIR/uploads/absences: outside public/, served only by the attachment routes after their checks. */
export const attachmentDir = () => uploadDir('absences');

/** The `file` field of the request: at most MAX_ABSENCE_ATTACHMENT_BYTES (413), an image or a PDF (415). */
export async function readAttachment(request: Request) {
  const { bytes, name } = await readUpload(request, MAX_ABSENCE_ATTACHMENT_BYTES);
  const kind = sniffAttachment(bytes);
  if (!kind) throw new AppError(415, 'errors.absence_file_type', undefined, { file: 'errors.absence_file_type' });
  return { bytes, kind, name: cleanName(name, kind.ext) };
}

/**
 * Writes the file, then runs `save` (the database change, which answers the file it replaces). When `save`
 * fails the new file goes; when it succeeds the replaced one goes.
 */
export async function storeAttachment(
  absenceId: string,
  file: Awaited<ReturnType<typeof readAttachment>>,
  save: (stored: { path: string; name: string; type: string }) => Promise<string | null>,
) {
  const dir = await attachmentDir();
  const stored = `${absenceId}-${crypto.randomBytes(16).toString('hex')}.${file.kind.ext}`;
  const target = path.join(dir, stored);
  await fs.writeFile(target, file.bytes, { flag: 'wx' });
  let previous: string | null;
  try {
    previous = await save({ path: stored, name: file.name, type: file.kind.contentType });
  } catch (error) {
    await fs.rm(target, { force: true });
    throw error;
  }
  if (previous && ATTACHMENT_FILE.test(previous)) await fs.rm(path.join(dir, previous), { force: true });
}

/** The name the user gave the file, without folders or control characters, with the extension its content has. */
function cleanName(name: string, ext: string) {
  const base = path
    .basename(name.replace(/\\/g, '/'))
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 150);
  if (!base) return `attachment.${ext}`;
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  return `${stem}.${ext}`;
}
