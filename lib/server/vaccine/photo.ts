import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { IMAGE_TYPES } from '../files/file-type';
import { fileUse, PRIVATE_NO_STORE } from '../files/file-use';
import { receiveFile, storeFile } from '../files/pipeline';
import { VACCINE_PHOTO_MAX_BYTES, VACCINE_PHOTO_MAX_SIDE } from '@/lib/vaccine-values';

/**
 * The page of a child's vaccination book behind a declaration: a PNG, JPEG or WebP by content, at most
 * VACCINE_PHOTO_MAX_BYTES, kept as a JPEG that fits VACCINE_PHOTO_MAX_SIDE without its metadata (a phone's photo
 * carries where and when it was taken), as DATA_DIR/uploads/vaccines/<declaration id>-<32 random hex>.jpg.
 */
export const VACCINE_PHOTO = fileUse({
  folder: 'vaccines',
  accepts: IMAGE_TYPES,
  maxBytes: VACCINE_PHOTO_MAX_BYTES,
  typeError: 'errors.file_type',
  encode: { side: VACCINE_PHOTO_MAX_SIDE, quality: 82, mozjpeg: true },
  names: /^[0-9a-f-]{36}-[0-9a-f]{32}\.jpg$/,
  cache: PRIVATE_NO_STORE,
  staff: { menu: 'vaccine-declaration', upload: 'create' },
});

/**
 * POST …/upload-photo/{id}: keeps the book's page for the declaration `id` and points the row at it, replacing an
 * earlier photo. `transaction` opens the caller's way into the school; `lock` finds the row within the caller's
 * reach, locked, and refuses it by its state; it answers the photo the row had, which goes once this is committed.
 */
export async function keepDeclarationPhoto(
  tenantId: string,
  id: string,
  request: Request,
  transaction: (work: (tx: Tx) => Promise<string | null>) => Promise<string | null>,
  lock: (tx: Tx) => Promise<{ photo_path: string | null }>,
) {
  const photo = await receiveFile(request, VACCINE_PHOTO);
  await storeFile(VACCINE_PHOTO, id, photo, ({ file }) =>
    transaction(async (tx) => {
      const row = await lock(tx);
      await tx.execute(
        sql`update vaccine_declarations set photo_path = ${file}, updated_at = now() where tenant_id = ${tenantId} and id = ${id}`,
      );
      return row.photo_path;
    }),
  );
  return { id, message: 'vaccine.photoSaved' };
}
