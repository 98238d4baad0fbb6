import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { selectAbsenceRows } from './absence-rows';
import { familyChild } from './family';
import { familyOf, lockFamilyRequest } from '../requests/workflow';
import { FAMILY_LIST, countRequestRows, familyWhere } from '../requests/request-rows';
import { insertAbsence } from './insert-absence';
import { notifyAbsenceRequested } from './notify-absence';
import { receiveFile, storeFile } from '../files/pipeline';
import { ABSENCE_ATTACHMENT } from './attachment-file';
import { setAttachment } from './upload-absence-attachment';
import { attachmentReply } from './read-absence-attachment';
import type { FileReply } from '../files/file-endpoint';
import type { AbsenceCreateInput, AbsenceRow } from '@/lib/schemas/absence';
import type { AppRequestPageQuery } from '@/lib/schemas/request-list';
import { pageOf } from '@/lib/schemas/list';

/** GET /api/app/absences: the family's requests (or one child's), newest first. */
export function listAppAbsences(ctx: ParentContext, studentId: string | undefined): Promise<AbsenceRow[]> {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    if (studentId) await familyChild(tx, ctx, studentId);
    return selectAbsenceRows(tx, ctx.tenantId, familyWhere(ctx, studentId), FAMILY_LIST.order, FAMILY_LIST.page);
  });
}

/** GET /api/app/absences/get-list: the same, a page at a time, with the total. */
export function pageAppAbsences(ctx: ParentContext, q: AppRequestPageQuery): Promise<{ data: AbsenceRow[]; total: number }> {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    if (q.student_id) await familyChild(tx, ctx, q.student_id);
    const where = familyWhere(ctx, q.student_id);
    const data = await selectAbsenceRows(tx, ctx.tenantId, where, FAMILY_LIST.order, pageOf(q));
    return { data, total: await countRequestRows(tx, ctx.tenantId, 'absence', where) };
  });
}

/** POST /api/app/absences/create: a request for one of the family's own children; the same rules as staff; the staff who decide it are notified. */
export async function createAppAbsence(ctx: ParentContext, input: AbsenceCreateInput) {
  const id = await schoolTransactionById(ctx.tenantId, async (tx) => {
    const child = await familyChild(tx, ctx, input.student_id, true);
    const created = await insertAbsence(tx, ctx.tenantId, child, input, { accountId: ctx.accountId });
    await notifyAbsenceRequested(tx, ctx.tenantId, created);
    return created;
  });
  return { id, message: 'absence.created' };
}

/** POST /api/app/absences/upload-attachment/{id}: a file for the family's own pending request (image or PDF, ≤ 5 MB). */
export async function uploadAppAbsenceAttachment(ctx: ParentContext, id: string, request: Request) {
  const file = await receiveFile(request, ABSENCE_ATTACHMENT);
  await storeFile(ABSENCE_ATTACHMENT, id, file, (stored) =>
    schoolTransactionById(ctx.tenantId, async (tx) => {
      const row = await lockFamilyRequest<{ attachment_path: string | null }>(tx, ctx, 'absence', id, {
        extra: sql`, a.attachment_path`,
        pending: true,
      });
      await setAttachment(tx, ctx.tenantId, id, stored);
      return row.attachment_path;
    }),
  );
  return { id, message: 'absence.attachmentSaved' };
}

/** GET /api/app/absences/attachment?id=: the file of one of the family's own requests (404 for anyone else's). */
export async function readAppAbsenceAttachment(ctx: ParentContext, id: string): Promise<FileReply> {
  const [row] = await schoolTransactionById(ctx.tenantId, (tx) =>
    rowsOf<{ attachment_path: string | null; attachment_name: string | null; attachment_type: string | null }>(
      tx,
      sql`select a.attachment_path, a.attachment_name, a.attachment_type from absences a
        where a.tenant_id = ${ctx.tenantId} and a.id = ${id} and ${familyOf(ctx)}`,
    ),
  );
  return attachmentReply(row);
}
