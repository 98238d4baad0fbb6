'use client';
import { STUDENT_PHOTO_MAX_BYTES, STUDENT_PHOTO_MAX_SIDE } from '@/lib/limits';

/**
 * A chosen photo, redrawn as a JPEG of at most STUDENT_PHOTO_MAX_SIDE pixels when it is bigger than that (a
 * phone's photo is several MB; the list shows it at 32 px). Null when the browser cannot read it as an image at
 * all (a renamed text file): every browser reads PNG, JPEG and WebP. The server checks the content again.
 */
export async function shrinkPhoto(file: File): Promise<File | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const scale = Math.min(1, STUDENT_PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size <= STUDENT_PHOTO_MAX_BYTES) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d');
  if (!context) return file;
  // JPEG has no transparency: a transparent PNG gets a white background rather than a black one.
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  return blob ? new File([blob], `${file.name.replace(/\.[^.]*$/, '') || 'photo'}.jpg`, { type: 'image/jpeg' }) : file;
}
