import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import type { FileReply } from '../files/file-endpoint';
import { serveFile } from '../files/pipeline';
import { ABSENCE_FROM } from './absence-rows';
import { requestScope } from '../requests/workflow';
import { ABSENCE_ATTACHMENT } from './attachment-file';

type AttachmentRow = { attachment_path: string | null; attachment_name: string | null; attachment_type: string | null };

/**
 * GET /Absence/attachment?id=: the file of a request of the caller's school and scope. The stored name comes
 * from the database row found within that scope, never from the caller, so no other file can be reached.
 */
export async function readAbsenceAttachment(ctx: RequestContext, id: string): Promise<FileReply> {
  const [row] = await schoolTransaction(ctx, (tx) =>
    rowsOf<AttachmentRow>(
      tx,
      sql`select a.attachment_path, a.attachment_name, a.attachment_type from ${ABSENCE_FROM}
        where a.tenant_id = ${ctx.tenantId} and a.id = ${id} and ${requestScope(ctx)}`,
    ),
  );
  return attachmentReply(row);
}

/** The stored file as a download under the name and type its row recorded, or 404 when the row has none. */
export const attachmentReply = (row: AttachmentRow | undefined): Promise<FileReply> =>
  serveFile(ABSENCE_ATTACHMENT, row?.attachment_path, {
    contentType: row?.attachment_type ?? null,
    name: row?.attachment_name,
  });
