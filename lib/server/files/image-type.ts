import 'server-only';

export type ImageType = { ext: 'png' | 'jpg' | 'webp'; contentType: 'image/png' | 'image/jpeg' | 'image/webp' };

/**
 * The image type from the file's first bytes, never from its name or the browser's claim: a text file renamed
 * .png is refused, and SVG (which can carry script) is not an accepted kind at all.
 */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  const at = (offset: number, signature: number[]) => signature.every((b, i) => bytes[offset + i] === b);
  if (bytes.length >= 8 && at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', contentType: 'image/png' };
  if (bytes.length >= 3 && at(0, [0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: 'image/jpeg' };
  // RIFF????WEBP
  if (bytes.length >= 12 && at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50]))
    return { ext: 'webp', contentType: 'image/webp' };
  return null;
}

export function contentTypeOfExt(ext: string): ImageType['contentType'] | null {
  return ext === 'png' ? 'image/png' : ext === 'jpg' ? 'image/jpeg' : ext === 'webp' ? 'image/webp' : null;
}
