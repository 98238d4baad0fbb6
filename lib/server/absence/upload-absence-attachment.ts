import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { absences } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { lockAbsence } from './lock-absence';
import { notPending } from '../requests/workflow';
import { receiveFile, storeFile, type StoredFile } from '../files/pipeline';
import { ABSENCE_ATTACHMENT } from './attachment-file';

/** Points a locked pending request at its new file. */
export async function setAttachment(
  tx: Tx,
  tenantId: string,
  id: string,
  stored: StoredFile,
) {
  await tx
    .update(absences)
    .set({
      attachmentPath: stored.file,
      attachmentName: stored.name,
      attachmentType: stored.contentType,
      updatedAt: sql`now()`,
    })
    .where(and(eq(absences.tenantId, tenantId), eq(absences.id, id)));
}

/**
 * POST /Absence/upload-attachment/{id} (multipart, field `file`): a doctor's note or the like for a pending
 * request of the caller's scope; an image or a PDF by content, at most 5 MB. Replaces an earlier file.
 */
export async function uploadAbsenceAttachment(ctx: RequestContext, id: string, request: Request) {
  const file = await receiveFile(request, ABSENCE_ATTACHMENT);
  await storeFile(ABSENCE_ATTACHMENT, id, file, (stored) =>
    schoolTransaction(ctx, async (tx) => {
      const absence = await lockAbsence(tx, ctx, id);
      if (absence.status !== 'pending') throw notPending(ctx.locale, 'absence', absence.status);
      await setAttachment(tx, ctx.tenantId, id, stored);
      return absence.attachment_path;
    }),
  );
  return { id, message: 'absence.attachmentSaved' };
}
