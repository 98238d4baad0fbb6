import sharp from 'sharp';
import { expect } from 'vitest';

/**
 * A phone photo, `width`×`height` as stored but turned (EXIF orientation 6), with the camera and the GPS position
 * where it was taken, and a marker that must not survive re-encoding.
 */
export function phonePhoto(width = 300, height = 200) {
  return sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12', ImageDescription: 'SECRET-PLACE-MARKER' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 1/1 42/1', GPSLongitudeRef: 'E', GPSLongitude: '105/1 50/1 0/1' },
    })
    .toBuffer();
}

/** The GPS IFD pointer (tag 0x8825, little-endian as sharp writes it): an image holding it says where it was taken. */
export const GPS_TAG = Buffer.from([0x25, 0x88]);

/** Whether an image still carries any of a phone photo's metadata: EXIF (where the GPS position lives), XMP, the marker. */
export async function carriesMetadata(image: Buffer) {
  const meta = await sharp(image).metadata();
  return !!meta.exif || !!meta.xmp || image.includes('SECRET-PLACE-MARKER') || image.includes('PhoneMaker');
}

/** A small real image of `format` (decodable, unlike a file that only starts like one). */
export const realImage = (format: 'jpeg' | 'webp', side = 8) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#e8590c' } })
    .toFormat(format)
    .toBuffer();

/** Whether two images show the same pixels, whatever bytes encode them. */
export async function samePixels(a: Buffer, b: Buffer) {
  const [x, y] = await Promise.all([a, b].map((i) => sharp(i).ensureAlpha().raw().toBuffer()));
  return x.equals(y);
}

/**
 * A served upload that was a phone photo: answered 200 as a JPEG shown in place, never sniffed, cached as `cache`
 * says, and carrying none of the photo's metadata. Answers what the image is, to check its size.
 */
export async function expectCleanJpeg(served: { status: number; headers: Headers; bytes: Buffer }, cache: string) {
  expect(served.status).toBe(200);
  expect({
    type: served.headers.get('content-type'),
    sniff: served.headers.get('x-content-type-options'),
    disposition: served.headers.get('content-disposition'),
    cache: served.headers.get('cache-control'),
  }).toEqual({ type: 'image/jpeg', sniff: 'nosniff', disposition: 'inline', cache });
  expect(await carriesMetadata(served.bytes)).toBe(false);
  const meta = await sharp(served.bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, orientation: meta.orientation };
}
