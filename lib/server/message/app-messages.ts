import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { familyChild } from '../absence/family';
import { conflict } from '../http/errors';
import { countRequestRows, FAMILY_LIST, familyWhere } from '../requests/request-rows';
import { lockFamilyRequest } from '../requests/workflow';
import { selectMessageRows } from './message-rows';
import { notifyMessageReceived } from './notify-message';
import type { AppMessagePageQuery, MessageCreateInput, MessageReplyInput, MessageRow } from '@/lib/schemas/message';
import { pageOf } from '@/lib/schemas/list';

/** GET /api/app/messages: the family's messages (or one child's) with the school's replies, newest first. */
export function listAppMessages(ctx: ParentContext, studentId: string | undefined): Promise<MessageRow[]> {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    if (studentId) await familyChild(tx, ctx, studentId);
    return selectMessageRows(tx, ctx.tenantId, familyWhere(ctx, studentId), FAMILY_LIST.order, {
      page: FAMILY_LIST.page,
      replies: true,
    });
  });
}

/**
 * GET /api/app/messages/get-list: the family's messages (or one child's), newest first, a page at a time, each with
 * its thread, and how many there are.
 */
export function listAppMessagePage(
  ctx: ParentContext,
  q: AppMessagePageQuery,
): Promise<{ data: MessageRow[]; total: number }> {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    if (q.student_id) await familyChild(tx, ctx, q.student_id);
    const where = familyWhere(ctx, q.student_id);
    const data = await selectMessageRows(tx, ctx.tenantId, where, FAMILY_LIST.order, {
      page: pageOf(q),
      replies: true,
    });
    return { data, total: await countRequestRows(tx, ctx.tenantId, 'message', where) };
  });
}

/**
 * POST /api/app/messages/reply: the family answers in the thread of one of their messages once staff have read it
 * (an unread message is 409: the parent may still withdraw it and write again; a withdrawn one is 409 too). The
 * message keeps its state `read` and waits for staff again until they read or answer it (see
 * `messageParentAnswered` in review-kinds.ts). Another family's or school's message is 404.
 */
export async function replyAppMessage(ctx: ParentContext, input: MessageReplyInput) {
  const replyId = await schoolTransactionById(ctx.tenantId, async (tx) => {
    const message = await lockFamilyRequest(tx, ctx, 'message', input.id);
    if (message.status === 'cancelled') throw conflict('errors.message_cancelled_by_you');
    if (message.status !== 'read') throw conflict('errors.message_not_read_yet');
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into message_replies (tenant_id, message_id, author_account, content)
        values (${ctx.tenantId}, ${input.id}, ${ctx.accountId}, ${input.content}) returning id`,
    );
    await tx.execute(
      sql`update message_requests set updated_at = now() where tenant_id = ${ctx.tenantId} and id = ${input.id}`,
    );
    await notifyMessageReceived(tx, ctx.tenantId, input.id);
    return row.id;
  });
  return { id: replyId, message: 'message.replied' };
}

/** POST /api/app/messages/create: a message about one of the family's own children, to the teacher or the school; the
 * staff who answer it are notified (an answer in its thread notifies them too). */
export async function createAppMessage(ctx: ParentContext, input: MessageCreateInput) {
  const id = await schoolTransactionById(ctx.tenantId, async (tx) => {
    const child = await familyChild(tx, ctx, input.student_id);
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into message_requests (tenant_id, student_id, class_id, recipient, category, content, created_by_account)
        values (${ctx.tenantId}, ${child.id}, ${child.classId}, ${input.recipient}, ${input.category}, ${input.content}, ${ctx.accountId})
        returning id`,
    );
    await notifyMessageReceived(tx, ctx.tenantId, row.id);
    return row.id;
  });
  return { id, message: 'message.created' };
}
