import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AppError, notFound } from '../http/errors';
import { sniffImage } from '../files/image-type';
import { readUpload } from '../files/read-upload';
import { uploadDir } from '../files/upload-dir';
import type { FileReply } from '../files/file-endpoint';
import { VACCINE_PHOTO_MAX_BYTES, VACCINE_PHOTO_MAX_SIDE } from '@/lib/vaccine-values';

/** Stored names: <declaration id>-<32 random hex>.jpg; nothing else in the folder is ever served. */
export const VACCINE_PHOTO_FILE = /^[0-9a-f-]{36}-[0-9a-f]{32}\.jpg$/;

/**
 * The `file` field of the request as the stored photo: a PNG, JPEG or WebP by content (415 otherwise), at most
 * VACCINE_PHOTO_MAX_BYTES (413); turned upright, scaled to fit VACCINE_PHOTO_MAX_SIDE and re-encoded as JPEG, which
 * drops every piece of metadata (a phone's photo carries where and when it was taken).
 */
export async function readVaccinePhoto(request: Request): Promise<Buffer> {
  const { bytes } = await readUpload(request, VACCINE_PHOTO_MAX_BYTES);
  if (!sniffImage(bytes)) throw new AppError(415, 'errors.file_type', undefined, { file: 'errors.file_type' });
  const { default: sharp } = await import('sharp');
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: VACCINE_PHOTO_MAX_SIDE, height: VACCINE_PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch {
    // The first bytes said image but the rest is not one.
    throw new AppError(415, 'errors.file_type', undefined, { file: 'errors.file_type' });
  }
}

/**
 * Writes the photo, then runs `save` (the database change, which answers the file it replaces). When `save` fails
 * the new file goes; when it succeeds the replaced one goes.
 */
export async function storeVaccinePhoto(id: string, jpeg: Buffer, save: (file: string) => Promise<string | null>) {
  const dir = await uploadDir('vaccines');
  const file = `${id}-${crypto.randomBytes(16).toString('hex')}.jpg`;
  const target = path.join(dir, file);
  await fs.writeFile(target, jpeg, { flag: 'wx' });
  let previous: string | null;
  try {
    previous = await save(file);
  } catch (error) {
    await fs.rm(target, { force: true });
    throw error;
  }
  if (previous && VACCINE_PHOTO_FILE.test(previous)) await fs.rm(path.join(dir, previous), { force: true });
}

/** The stored photo of a row found within the caller's reach, or 404 when it has none. */
export async function vaccinePhotoReply(file: string | null | undefined): Promise<FileReply> {
  if (!file || !VACCINE_PHOTO_FILE.test(file)) throw notFound();
  const full = path.join(await uploadDir('vaccines'), file);
  const stat = await fs.stat(full).catch(() => null);
  if (!stat?.isFile()) throw notFound();
  return {
    body: Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>,
    contentType: 'image/jpeg',
    headers: {
      'content-length': String(stat.size),
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'",
    },
  };
}
