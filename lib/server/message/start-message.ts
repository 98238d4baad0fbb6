import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { unprocessable } from '../http/errors';
import { lockStudent } from '../student/scope';
import { notifyMessageAnswered } from './notify-message';
import type { StaffMessageCreateInput } from '@/lib/schemas/message';

/**
 * POST /MessageRequest/create: a staff member starts a message to a studying child's family (a child outside the
 * caller's reach — another class's, another school's — is 404). It is written read, by its author, so it waits for
 * nobody on the staff side; the parents read it in the app's thread (entered by staff, with the author's name) and
 * answer there, which makes it wait for staff again. A teacher's goes to the teacher, anyone else's to the school.
 * The family is notified as for a staff reply.
 */
export async function startMessage(ctx: RequestContext, input: StaffMessageCreateInput) {
  const at = new Date();
  const id = await schoolTransaction(ctx, async (tx) => {
    const child = await lockStudent(tx, ctx, input.student_id);
    if (child.status !== 'studying') throw unprocessable('errors.absence_child_not_studying');
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into message_requests (tenant_id, student_id, class_id, recipient, category, content, status,
          created_by_user, read_by, read_at)
        values (${ctx.tenantId}, ${child.id}, ${child.classId}, ${ctx.scope === 'class' ? 'teacher' : 'school'},
          ${input.category}, ${input.content}, 'read', ${ctx.userId}, ${ctx.userId}, ${at})
        returning id`,
    );
    await notifyMessageAnswered(tx, ctx.tenantId, row.id, ctx.user.fullName, true);
    return row.id;
  });
  return { id, message: 'message.started' };
}
