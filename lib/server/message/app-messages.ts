import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { familyChild } from '../absence/family';
import { FAMILY_LIST, familyWhere } from '../requests/request-rows';
import { selectMessageRows } from './message-rows';
import type { MessageCreateInput, MessageRow } from '@/lib/schemas/message';

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

/** POST /api/app/messages/create: a message about one of the family's own children, to the teacher or the school. */
export async function createAppMessage(ctx: ParentContext, input: MessageCreateInput) {
  const id = await schoolTransactionById(ctx.tenantId, async (tx) => {
    const child = await familyChild(tx, ctx, input.student_id);
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into message_requests (tenant_id, student_id, class_id, recipient, category, content, created_by_account)
        values (${ctx.tenantId}, ${child.id}, ${child.classId}, ${input.recipient}, ${input.category}, ${input.content}, ${ctx.accountId})
        returning id`,
    );
    return row.id;
  });
  return { id, message: 'message.created' };
}
