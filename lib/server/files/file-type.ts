import 'server-only';

/** The images an upload may be (judged by content) and a stored original is served as. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** What an upload may be, by content: an image or a PDF. SVG (which can carry script) is not a kind at all. */
export type UploadType = ImageType | 'application/pdf';
export type UploadExt = 'png' | 'jpg' | 'webp' | 'pdf';

const EXT_TYPES: Record<UploadExt, UploadType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  pdf: 'application/pdf',
};

/**
 * The type from the file's first bytes, never from its name or the browser's claim: a text file renamed .png,
 * or a PNG sent as image/jpeg under a .jpg name, is judged by what it is.
 */
export function sniffFile(bytes: Uint8Array): { ext: UploadExt; contentType: UploadType } | null {
  const at = (offset: number, signature: number[]) =>
    bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
  const ext: UploadExt | null = at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    ? 'png'
    : at(0, [0xff, 0xd8, 0xff])
      ? 'jpg'
      : at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50]) // RIFF????WEBP
        ? 'webp'
        : at(0, [0x25, 0x50, 0x44, 0x46, 0x2d]) // %PDF-
          ? 'pdf'
          : null;
  return ext && { ext, contentType: EXT_TYPES[ext] };
}

/** The type a stored name's extension stands for (the name was written from the content's type). */
export function typeOfName(file: string): UploadType | null {
  const ext = file.slice(file.lastIndexOf('.') + 1);
  return Object.hasOwn(EXT_TYPES, ext) ? EXT_TYPES[ext as UploadExt] : null;
}
