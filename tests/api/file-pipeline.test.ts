import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '@/lib/server/http/errors';
import { receiveFile, removeFiles, serveFile, storeFile } from '@/lib/server/files/pipeline';
import { REQUEST_PHOTO } from '@/lib/server/requests/request-photo';
import { ABSENCE_ATTACHMENT } from '@/lib/server/absence/attachment-file';
import { NEWS_IMAGE } from '@/lib/server/news/news-image-file';
import { GPS_TAG, phonePhoto, samePixels } from '../helpers/images';

/** A multipart request with the file in the `file` field, as a browser sends it. */
function upload(bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes as BlobPart], { type }), name);
  return new Request('http://localhost/upload', { method: 'POST', body: form });
}

/** The error a call is refused with. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const tinyPng = () =>
  sharp({ create: { width: 4, height: 4, channels: 4, background: '#ff000080' } })
    .png()
    .toBuffer();
const ownerId = () => crypto.randomUUID();
const folderOf = (folder: string) => path.join(process.env.DATA_DIR!, 'uploads', folder);

async function bytesOf(body: Uint8Array | ReadableStream<Uint8Array>) {
  return Buffer.from(await new Response(body as BodyInit).arrayBuffer());
}

describe('the file pipeline', () => {
  it('re-encodes a phone photo: upright, as JPEG, and without its EXIF or GPS position', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect([before.orientation, before.width, before.height]).toEqual([6, 300, 200]);
    // The GPS IFD pointer (tag 0x8825, little-endian as written): the photo says where it was taken.
    expect(before.exif?.includes(GPS_TAG)).toBe(true);
    expect(original.includes('SECRET-PLACE-MARKER')).toBe(true);

    const received = await receiveFile(upload(original, 'IMG_0001.jpg', 'image/jpeg'), REQUEST_PHOTO);
    expect(received.contentType).toBe('image/jpeg');
    const meta = await sharp(received.bytes).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // Turned by its orientation: 300×200 as stored is 200×300 as the phone showed it.
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(Buffer.from(received.bytes).includes('SECRET-PLACE-MARKER')).toBe(false);
    expect(Buffer.from(received.bytes).includes('PhoneMaker')).toBe(false);

    // Kept under a new name and served as kept: the same clean bytes, never the original.
    const id = ownerId();
    let stored = '';
    await storeFile(REQUEST_PHOTO, id, received, async ({ file }) => {
      stored = file;
      return null;
    });
    expect(stored).toMatch(new RegExp(`^${id}-[0-9a-f]{32}\\.jpg$`));
    const reply = await serveFile(REQUEST_PHOTO, stored);
    expect(reply.contentType).toBe('image/jpeg');
    expect(reply.headers).toMatchObject({
      'cache-control': 'private, no-store',
      'content-length': String(received.bytes.length),
    });
    expect((await bytesOf(reply.body)).equals(Buffer.from(received.bytes))).toBe(true);
  });

  it('shrinks to the use’s side and writes a thumbnail when the use asks for one', async () => {
    const big = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const received = await receiveFile(upload(big, 'big.png', 'image/png'), NEWS_IMAGE);
    expect([received.width, received.height]).toEqual([1600, 800]);
    const thumb = await sharp(received.thumb!).metadata();
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['jpeg', 400, 200]);
  });

  it('judges a file by its content: a PNG named .jpg and sent as image/jpeg is a PNG, a text named .jpg is refused', async () => {
    const png = await tinyPng();
    const received = await receiveFile(upload(png, 'scan.jpg', 'image/jpeg'), ABSENCE_ATTACHMENT);
    expect(received).toMatchObject({ ext: 'png', contentType: 'image/png', name: 'scan.png' });
    // Written again in the type it is (a photo of a note keeps no metadata), under the extension of what it is.
    expect(await samePixels(Buffer.from(received.bytes), png)).toBe(true);

    const id = ownerId();
    let stored = { file: '', name: '', contentType: '' };
    await storeFile(ABSENCE_ATTACHMENT, id, received, async (s) => {
      stored = s;
      return null;
    });
    expect(stored.file).toMatch(/\.png$/);
    const reply = await serveFile(ABSENCE_ATTACHMENT, stored.file, {
      contentType: stored.contentType,
      name: stored.name,
    });
    expect(reply).toMatchObject({ contentType: 'image/png', fileName: 'scan.png' });

    const text = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const refused = await refusal(receiveFile(upload(text, 'photo.jpg', 'image/jpeg'), REQUEST_PHOTO));
    expect([refused.status, refused.key, refused.fields]).toEqual([
      415,
      'errors.request_photo_type',
      { file: 'errors.request_photo_type' },
    ]);
    // JPEG's first bytes but no image behind them: refused when decoding, with the same answer.
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 1)]);
    expect((await refusal(receiveFile(upload(fake, 'photo.jpg', 'image/jpeg'), REQUEST_PHOTO))).status).toBe(415);
  });

  it('refuses an oversized body with 413 while it streams, without reading it to the end', async () => {
    const chunk = new Uint8Array(64 * 1024);
    const total = ABSENCE_ATTACHMENT.maxBytes * 4;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    // Chunked: no Content-Length announces the size, so only counting while reading can stop it.
    const request = new Request('http://localhost/upload', {
      method: 'POST',
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      duplex: 'half',
    } as RequestInit);
    const refused = await refusal(receiveFile(request, ABSENCE_ATTACHMENT));
    expect([refused.status, refused.key]).toEqual([413, 'errors.file_too_large']);
    expect(refused.params).toEqual({ max: ABSENCE_ATTACHMENT.maxBytes / 1024 });
    // Cut off just past the limit (the file, its envelope and the chunk that passed them), not at the end.
    expect(sent).toBeLessThan(ABSENCE_ATTACHMENT.maxBytes + 2 * chunk.length + 16 * 1024);
  });

  it('keeps a stored file write-once: a failed save leaves no file, a replaced file goes', async () => {
    const png = await tinyPng();
    const id = ownerId();
    const mine = () => fs.readdirSync(folderOf('absences')).filter((f) => f.startsWith(id));
    const received = await receiveFile(upload(png, 'a.png', 'image/png'), ABSENCE_ATTACHMENT);

    const failed = storeFile(ABSENCE_ATTACHMENT, id, received, async () => {
      throw new AppError(409, 'errors.conflict');
    });
    expect((await refusal(failed)).status).toBe(409);
    expect(mine()).toEqual([]);

    let first = '';
    await storeFile(ABSENCE_ATTACHMENT, id, received, async ({ file }) => ((first = file), null));
    let second = '';
    await storeFile(ABSENCE_ATTACHMENT, id, received, async ({ file }) => ((second = file), first));
    expect(mine()).toEqual([second]);
    // Names that are not the use's are never served nor removed.
    expect((await refusal(serveFile(ABSENCE_ATTACHMENT, '../../pglite', { contentType: 'image/png' }))).status).toBe(
      404,
    );
    expect((await refusal(serveFile(ABSENCE_ATTACHMENT, second, { contentType: 'text/html' }))).status).toBe(404);
    await removeFiles(ABSENCE_ATTACHMENT, ['../absences', `${id}.png`]);
    expect(mine()).toEqual([second]);
  });
});
