import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import type { Tx } from '../db/client';
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

/**
 * POST /api/app/messages/create: a message about one of the family's own children, to the teacher or the school; the
 * staff who answer it are notified (an answer in its thread notifies them too). A message to the teacher of a class
 * with no active teacher (or of a child in no class) would reach nobody: it goes to the school instead, the school's
 * staff are told why (`message_no_teacher`) and so is the parent (`message.createdToSchool`).
 */
export async function createAppMessage(ctx: ParentContext, input: MessageCreateInput) {
  const { id, routed } = await schoolTransactionById(ctx.tenantId, async (tx) => {
    const child = await familyChild(tx, ctx, input.student_id);
    const routed = input.recipient === 'teacher' && !(await hasTeacher(tx, ctx.tenantId, child.classId));
    const recipient = routed ? 'school' : input.recipient;
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into message_requests (tenant_id, student_id, class_id, recipient, category, content, created_by_account)
        values (${ctx.tenantId}, ${child.id}, ${child.classId}, ${recipient}, ${input.category}, ${input.content}, ${ctx.accountId})
        returning id`,
    );
    await notifyMessageReceived(tx, ctx.tenantId, row.id, routed);
    return { id: row.id, routed };
  });
  return {
    id,
    message: routed ? 'message.createdToSchool' : 'message.created',
    data: { recipient: routed ? ('school' as const) : input.recipient },
  };
}

/** Whether a class has an active teacher (a user of the school teaching it). */
async function hasTeacher(tx: Tx, tenantId: string, classId: string | null) {
  if (!classId) return false;
  const [row] = await rowsOf<{ found: boolean }>(
    tx,
    sql`select exists (
          select 1 from class_teachers ct
          join users u on u.id = ct.user_id and u.status = 'active'
          join user_schools us on us.tenant_id = ct.tenant_id and us.user_id = ct.user_id
          where ct.tenant_id = ${tenantId} and ct.class_id = ${classId}) as found`,
  );
  return !!row?.found;
}
