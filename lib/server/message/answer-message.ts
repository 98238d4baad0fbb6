import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { moveRequest } from '../requests/workflow';
import { messageParentAnswered } from '../requests/review-kinds';
import { notifyMessageAnswered } from './notify-message';
import type { MessageReplyInput } from '@/lib/schemas/message';

/**
 * A message of the caller's reach, locked and read (404 otherwise, 409 once the parent withdrew it); reading twice
 * changes nothing, unless the family answered in the thread since staff last read it: then this reader and time
 * become the message's `read_by` / `read_at`, and it stops waiting (`messageParentAnswered`).
 */
async function markRead(tx: Tx, ctx: RequestContext, id: string) {
  const row = await moveRequest<{ parent_answered: boolean }>(tx, ctx, 'message', id, 'read', {
    extra: sql`, ${messageParentAnswered(ctx.tenantId)} as parent_answered`,
  });
  if (row.parent_answered) {
    await tx.execute(
      sql`update message_requests set read_by = ${ctx.userId}, read_at = now(), updated_at = now()
        where tenant_id = ${ctx.tenantId} and id = ${id}`,
    );
  }
  return row;
}

/** PUT /MessageRequest/mark-read: staff have read the message (it leaves the badge). */
export async function markMessageRead(ctx: RequestContext, id: string) {
  await schoolTransaction(ctx, (tx) => markRead(tx, ctx, id));
  return { id, message: 'message.markedRead' };
}

/** POST /MessageRequest/reply: an answer the parent reads in the app; answering also marks the message read.
 * The family is notified. */
export async function replyToMessage(ctx: RequestContext, input: MessageReplyInput) {
  const replyId = await schoolTransaction(ctx, async (tx) => {
    await markRead(tx, ctx, input.id);
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into message_replies (tenant_id, message_id, author_user, content)
        values (${ctx.tenantId}, ${input.id}, ${ctx.userId}, ${input.content}) returning id`,
    );
    await notifyMessageAnswered(tx, ctx.tenantId, input.id, ctx.user.fullName);
    return row.id;
  });
  return { id: replyId, message: 'message.replied' };
}
