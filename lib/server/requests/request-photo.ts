import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import { AppError, notFound } from '../http/errors';
import { sniffImage } from '../files/image-type';
import { readUpload } from '../files/read-upload';
import { uploadDir } from '../files/upload-dir';
import type { FileReply } from '../files/file-endpoint';
import { MAX_REQUEST_PHOTO_BYTES } from '@/lib/request-values';

/** Stored names: <request id>-<32 random hex>.jpg; nothing else in the folder is ever served. */
export const REQUEST_PHOTO_FILE = /^[0-9a-f-]{36}-[0-9a-f]{32}\.jpg$/;
/** The longest side of a stored photo: enough to read a prescription on a phone. */
const MAX_SIDE = 1600;

const dir = () => uploadDir('request-photos');

/**
 * The `file` field of a request: an image by its first bytes (415 otherwise, whatever its name says), at most
 * MAX_REQUEST_PHOTO_BYTES (413), decoded and re-encoded as a JPEG of at most MAX_SIDE pixels. Re-encoding turns the
 * photo the right way up and drops its metadata (the place and the phone it was taken with).
 */
export async function readRequestPhoto(request: Request): Promise<Buffer> {
  const { bytes } = await readUpload(request, MAX_REQUEST_PHOTO_BYTES);
  if (!sniffImage(bytes)) throw new AppError(415, 'errors.request_photo_type', undefined, { file: 'errors.request_photo_type' });
  try {
    return await sharp(bytes, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError(415, 'errors.request_photo_type', undefined, { file: 'errors.request_photo_type' });
  }
}

/**
 * Writes the photo, then runs `save` (the database change, which answers the file it replaces). When `save` fails
 * the new file goes; when it succeeds the replaced one goes.
 */
export async function storeRequestPhoto(requestId: string, photo: Buffer, save: (file: string) => Promise<string | null>) {
  const folder = await dir();
  const file = `${requestId}-${crypto.randomBytes(16).toString('hex')}.jpg`;
  const target = path.join(folder, file);
  await fs.promises.writeFile(target, photo, { flag: 'wx' });
  let previous: string | null;
  try {
    previous = await save(file);
  } catch (error) {
    await fs.promises.rm(target, { force: true });
    throw error;
  }
  if (previous && REQUEST_PHOTO_FILE.test(previous)) await fs.promises.rm(path.join(folder, previous), { force: true });
}

/** The stored photo of a row found within the caller's reach, or 404. */
export async function requestPhotoReply(file: string | null | undefined): Promise<FileReply> {
  if (!file || !REQUEST_PHOTO_FILE.test(file)) throw notFound();
  const full = path.join(await dir(), file);
  const stat = await fs.promises.stat(full).catch(() => null);
  if (!stat?.isFile()) throw notFound();
  return {
    body: Readable.toWeb(fs.createReadStream(full)) as ReadableStream<Uint8Array>,
    contentType: 'image/jpeg',
    headers: {
      'content-length': String(stat.size),
      'cache-control': 'private, no-store',
      'content-security-policy': "default-src 'none'",
    },
  };
}
