import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { AppError, notFound } from '../http/errors';
import type { FileReply } from './file-endpoint';
import { sniffFile, typeOfName, type ImageType, type UploadExt, type UploadType } from './file-type';
import type { FileUse } from './file-use';
import { readUpload } from './read-upload';
import { reEncode, type EncodedFormat } from './re-encode';
import { uploadDir } from './upload-dir';

/** An upload as the use keeps it: its bytes (re-encoded when the use says so), their type, the sender's name. */
export type ReceivedFile = {
  bytes: Uint8Array;
  ext: UploadExt;
  contentType: UploadType;
  /** The sender's file name without folders or control characters, with the extension its content has. */
  name: string;
  thumb?: Buffer;
  width?: number;
  height?: number;
};

/** What an image is written again as, by the type it was sent as: `keepType` keeps it, otherwise a JPEG. */
const ENCODED: Record<ImageType, { format: EncodedFormat; ext: UploadExt; contentType: ImageType }> = {
  'image/jpeg': { format: 'jpeg', ext: 'jpg', contentType: 'image/jpeg' },
  'image/png': { format: 'png', ext: 'png', contentType: 'image/png' },
  'image/webp': { format: 'webp', ext: 'webp', contentType: 'image/webp' },
};

/**
 * The `file` field of a multipart request for `use`: read while it streams and cut off past `maxBytes` (413),
 * judged by its first bytes (415 unless the use takes that type), and re-encoded when the use is an image that
 * families or staff will see (upright, bounded, no metadata; bytes that look like an image but do not decode, 415).
 */
export async function receiveFile(request: Request, use: FileUse): Promise<ReceivedFile> {
  const refused = () => new AppError(415, use.typeError, undefined, { file: use.typeError });
  const { bytes, name } = await readUpload(request, use.maxBytes);
  const type = sniffFile(bytes);
  if (!type || !use.accepts.includes(type.contentType)) throw refused();
  // Only images are written again (a PDF a use takes is kept as sent).
  if (!use.encode || type.contentType === 'application/pdf') return { ...type, bytes, name: cleanName(name, type.ext, use.download) };
  const target = ENCODED[use.encode.keepType ? type.contentType : 'image/jpeg'];
  const image = await reEncode(bytes, use.encode, refused, target.format);
  return {
    ext: target.ext,
    contentType: target.contentType,
    bytes: image.full,
    name: cleanName(name, target.ext, use.download),
    ...image,
  };
}

/** What a use's row records of a stored file. */
export type StoredFile = { file: string; name: string; contentType: UploadType };

/**
 * Keeps an upload for the row `ownerId` under a new name (<owner id>-<32 random hex>.<ext>, written once), then
 * runs `save` (the database change, which answers the file it replaces). When `save` fails the new file goes;
 * when it succeeds the replaced one goes.
 */
export async function storeFile(
  use: FileUse,
  ownerId: string,
  received: ReceivedFile,
  save: (stored: StoredFile) => Promise<string | null | undefined>,
) {
  const file = `${ownerId}-${crypto.randomBytes(16).toString('hex')}.${received.ext}`;
  const remove = await writeFiles(use, { [file]: received.bytes });
  let previous: string | null | undefined;
  try {
    previous = await save({ file, name: received.name, contentType: received.contentType });
  } catch (error) {
    await remove();
    throw error;
  }
  await removeFiles(use, [previous]);
}

/** Writes new files of a use (never over an existing one); answers a function that removes them again. */
export async function writeFiles(use: FileUse, files: Record<string, Uint8Array>) {
  const dir = await uploadDir(use.folder);
  const names = Object.keys(files);
  const remove = () => removeFiles(use, names);
  try {
    for (const name of names) await fs.promises.writeFile(path.join(dir, name), files[name], { flag: 'wx' });
  } catch (error) {
    await remove();
    throw error;
  }
  return remove;
}

/** Removes files no row points at any more (after the change that dropped them was committed); other names are left. */
export async function removeFiles(use: FileUse, files: readonly (string | null | undefined)[]) {
  const dir = await uploadDir(use.folder);
  const ours = files.filter((f): f is string => !!f && use.names.test(f));
  await Promise.all(ours.map((f) => fs.promises.rm(path.join(dir, f), { force: true })));
}

/**
 * A stored file of a row found within the caller's reach, streamed with its type, length and the use's caching;
 * 404 for no file, a name that is not one of the use's, a type it does not serve, or a file gone from the disk.
 * `stored` gives what the row recorded when the use keeps it (the type and the sender's name).
 */
export async function serveFile(
  use: FileUse,
  file: string | null | undefined,
  stored: { contentType?: string | null; name?: string | null } = {},
): Promise<FileReply> {
  if (!file || !use.names.test(file)) throw notFound();
  const contentType = 'contentType' in stored ? stored.contentType : typeOfName(file);
  if (!contentType || !(use.accepts as readonly string[]).includes(contentType)) throw notFound();
  const full = path.join(await uploadDir(use.folder), file);
  const stat = await fs.promises.stat(full).catch(() => null);
  if (!stat?.isFile()) throw notFound();
  return {
    body: Readable.toWeb(fs.createReadStream(full)) as ReadableStream<Uint8Array>,
    contentType,
    fileName: use.download ? (stored.name ?? path.basename(file)) : undefined,
    headers: {
      // Shown in place (an image) unless the use is a download, which the file endpoint names as an attachment.
      ...(!use.download && { 'content-disposition': 'inline' }),
      'content-length': String(stat.size),
      'cache-control': use.cache,
      // A stored file is written once under its name: the name and size identify its bytes.
      etag: `"${crypto.createHash('sha256').update(`${file}:${stat.size}`).digest('base64url').slice(0, 27)}"`,
      'content-security-policy': use.csp ?? "default-src 'none'",
    },
  };
}

/** The name the sender gave the file, without folders or control characters, with the extension its content has. */
function cleanName(name: string, ext: string, fallback = 'file') {
  const base = path
    .basename(name.replace(/\\/g, '/'))
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 150);
  if (!base) return `${fallback}.${ext}`;
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  return `${stem}.${ext}`;
}
