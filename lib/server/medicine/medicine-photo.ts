import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction, schoolTransactionById } from '../db/school-transaction';
import type { ParentContext, RequestContext } from '../http/context';
import type { FileReply } from '../files/file-endpoint';
import { familyOf, lockFamilyRequest, requestScope } from '../requests/workflow';
import { receiveFile, serveFile, storeFile } from '../files/pipeline';
import { REQUEST_PHOTO } from '../requests/request-photo';
import { MEDICINE_FROM } from './medicine-rows';
import { fileUse } from '../files/file-use';

/** A photo of the medicine or the prescription: a request photo, seen by staff who may read medicine requests. */
export const MEDICINE_PHOTO = fileUse({ ...REQUEST_PHOTO, staff: { menu: 'medicine-request' } });

/** POST /api/app/medicine-requests/upload-photo/{id}: a photo of the medicine or prescription, while pending. */
export async function uploadMedicinePhoto(ctx: ParentContext, id: string, request: Request) {
  const photo = await receiveFile(request, MEDICINE_PHOTO);
  await storeFile(MEDICINE_PHOTO, id, photo, ({ file }) =>
    schoolTransactionById(ctx.tenantId, async (tx) => {
      const old = await lockFamilyRequest<{ photo_path: string | null }>(tx, ctx, 'medicine', id, {
        extra: sql`, a.photo_path`,
        pending: true,
      });
      await tx.execute(
        sql`update medicine_requests set photo_path = ${file}, updated_at = now() where tenant_id = ${ctx.tenantId} and id = ${id}`,
      );
      return old.photo_path;
    }),
  );
  return { id, message: 'medicine.photoSaved' };
}

/** GET /MedicineRequest/photo?id=: the photo, only to staff of the school who may see the child. */
export async function readMedicinePhoto(ctx: RequestContext, id: string): Promise<FileReply> {
  const [row] = await schoolTransaction(ctx, (tx) =>
    rowsOf<{ photo_path: string | null }>(
      tx,
      sql`select a.photo_path from ${MEDICINE_FROM} where a.tenant_id = ${ctx.tenantId} and a.id = ${id} and ${requestScope(ctx)}`,
    ),
  );
  return serveFile(MEDICINE_PHOTO, row?.photo_path);
}

/** GET /api/app/medicine-requests/photo?id=: the photo of one of the family's own requests. */
export async function readAppMedicinePhoto(ctx: ParentContext, id: string): Promise<FileReply> {
  const [row] = await schoolTransactionById(ctx.tenantId, (tx) =>
    rowsOf<{ photo_path: string | null }>(
      tx,
      sql`select a.photo_path from medicine_requests a where a.tenant_id = ${ctx.tenantId} and a.id = ${id} and ${familyOf(ctx)}`,
    ),
  );
  return serveFile(MEDICINE_PHOTO, row?.photo_path);
}
