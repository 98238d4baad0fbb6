import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { unprocessable } from '../http/errors';
import { lockStudent } from '../student/scope';
import type { MedicineCreateInput } from '@/lib/schemas/medicine';

/**
 * POST /MedicineRequest/create: staff record a medicine request a parent gave on paper, for a studying child of
 * their reach (another class's or school's is 404); it waits for approval as a parent's would, entered by staff.
 */
export async function createMedicineRequest(ctx: RequestContext, input: MedicineCreateInput) {
  const id = await schoolTransaction(ctx, async (tx) => {
    const child = await lockStudent(tx, ctx, input.student_id);
    if (child.status !== 'studying') throw unprocessable('errors.absence_child_not_studying');
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into medicine_requests (tenant_id, student_id, class_id, from_date, to_date, medicines, note, created_by_user)
        values (${ctx.tenantId}, ${child.id}, ${child.classId}, ${input.from_date}, ${input.to_date},
          ${JSON.stringify(input.medicines)}::jsonb, ${input.note}, ${ctx.userId})
        returning id`,
    );
    return row.id;
  });
  return { id, message: 'medicine.created' };
}
