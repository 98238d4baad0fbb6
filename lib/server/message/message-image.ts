import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction, schoolTransactionById } from '../db/school-transaction';
import type { ParentContext, RequestContext } from '../http/context';
import { conflict, notFound } from '../http/errors';
import type { FileReply } from '../files/file-endpoint';
import { familyOf } from '../requests/workflow';
import { receiveFile, serveFile, storeFile } from '../files/pipeline';
import { REQUEST_PHOTO } from '../requests/request-photo';
import { MESSAGE_FROM, messageScope } from './message-rows';
import { fileUse } from '../files/file-use';

/** The picture a family adds to a message: a request photo, seen by staff who may read messages. */
export const MESSAGE_IMAGE = fileUse({ ...REQUEST_PHOTO, staff: { menu: 'message-request' } });

/**
 * POST /api/app/messages/upload-image/{id}: a picture for the family's own message while nobody has read it yet
 * (an image by content, resized, without its metadata); a read or withdrawn message is 409.
 */
export async function uploadMessageImage(ctx: ParentContext, id: string, request: Request) {
  const image = await receiveFile(request, MESSAGE_IMAGE);
  await storeFile(MESSAGE_IMAGE, id, image, ({ file }) =>
    schoolTransactionById(ctx.tenantId, async (tx) => {
      const [row] = await rowsOf<{ status: string; image_path: string | null }>(
        tx,
        sql`select a.status, a.image_path from message_requests a
          where a.tenant_id = ${ctx.tenantId} and a.id = ${id} and ${familyOf(ctx)} for update`,
      );
      if (!row) throw notFound();
      if (row.status !== 'unread') throw conflict('errors.message_not_unread');
      await tx.execute(
        sql`update message_requests set image_path = ${file}, updated_at = now() where tenant_id = ${ctx.tenantId} and id = ${id}`,
      );
      return row.image_path;
    }),
  );
  return { id, message: 'message.imageSaved' };
}

/** GET /MessageRequest/image?id=: the picture of a message the caller may read. */
export async function readMessageImage(ctx: RequestContext, id: string): Promise<FileReply> {
  const [row] = await schoolTransaction(ctx, (tx) =>
    rowsOf<{ image_path: string | null }>(
      tx,
      sql`select a.image_path from ${MESSAGE_FROM} where a.tenant_id = ${ctx.tenantId} and a.id = ${id} and ${messageScope(ctx)}`,
    ),
  );
  return serveFile(MESSAGE_IMAGE, row?.image_path);
}

/** GET /api/app/messages/image?id=: the picture of one of the family's own messages. */
export async function readAppMessageImage(ctx: ParentContext, id: string): Promise<FileReply> {
  const [row] = await schoolTransactionById(ctx.tenantId, (tx) =>
    rowsOf<{ image_path: string | null }>(
      tx,
      sql`select a.image_path from message_requests a where a.tenant_id = ${ctx.tenantId} and a.id = ${id} and ${familyOf(ctx)}`,
    ),
  );
  return serveFile(MESSAGE_IMAGE, row?.image_path);
}
