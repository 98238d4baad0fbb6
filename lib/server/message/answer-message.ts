import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { inTenant } from '../db/tenant-tx';
import type { RequestContext } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { MESSAGE_FROM, messageScope } from './message-rows';
import type { MessageReplyInput } from '@/lib/schemas/message';
import type { MessageStatus } from '@/lib/request-values';

/** A message of the caller's reach, locked; 404 otherwise, 409 when the parent withdrew it. */
async function lockMessage(tx: Tx, ctx: RequestContext, id: string) {
  const [row] = await rowsOf<{ id: string; status: MessageStatus }>(
    tx,
    sql`select a.id, a.status from ${MESSAGE_FROM}
      where a.tenant_id = ${ctx.tenantId} and a.id = ${id} and ${messageScope(ctx)} for update of a`,
  );
  if (!row) throw notFound();
  if (row.status === 'cancelled') throw conflict('errors.message_cancelled');
  return row;
}

async function markRead(tx: Tx, ctx: RequestContext, id: string) {
  await tx.execute(
    sql`update message_requests set status = 'read', read_by = ${ctx.userId}, read_at = now(), updated_at = now()
      where tenant_id = ${ctx.tenantId} and id = ${id} and status = 'unread'`,
  );
}

/** PUT /MessageRequest/mark-read: staff have read the message (it leaves the badge); reading twice changes nothing. */
export async function markMessageRead(ctx: RequestContext, id: string) {
  await inTenant(ctx, async (tx) => {
    await lockMessage(tx, ctx, id);
    await markRead(tx, ctx, id);
  });
  return { id, message: 'message.markedRead' };
}

/** POST /MessageRequest/reply: an answer the parent reads in the app; answering also marks the message read. */
export async function replyToMessage(ctx: RequestContext, input: MessageReplyInput) {
  const replyId = await inTenant(ctx, async (tx) => {
    await lockMessage(tx, ctx, input.id);
    await markRead(tx, ctx, input.id);
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into message_replies (tenant_id, message_id, author_user, content)
        values (${ctx.tenantId}, ${input.id}, ${ctx.userId}, ${input.content}) returning id`,
    );
    return row.id;
  });
  return { id: replyId, message: 'message.replied' };
}
