import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { unprocessable } from '../http/errors';
import { familyChild } from '../absence/family';
import { FAMILY_LIST, countRequestRows, familyWhere } from '../requests/request-rows';
import { selectMedicineRows } from './medicine-rows';
import { notifyMedicineRequested } from './notify-medicine';
import type { MedicineCreateInput, MedicineRow } from '@/lib/schemas/medicine';
import type { AppRequestPageQuery } from '@/lib/schemas/request-list';
import { pageOf } from '@/lib/schemas/list';

/** GET /api/app/medicine-requests: the family's requests (or one child's), newest first, with the dose log. */
export function listAppMedicineRequests(ctx: ParentContext, studentId: string | undefined): Promise<MedicineRow[]> {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    if (studentId) await familyChild(tx, ctx, studentId);
    return selectMedicineRows(tx, ctx.tenantId, familyWhere(ctx, studentId), FAMILY_LIST.order, {
      page: FAMILY_LIST.page,
      doses: 'all',
    });
  });
}

/** GET /api/app/medicine-requests/get-list: the same, a page at a time, with the total. */
export function pageAppMedicineRequests(
  ctx: ParentContext,
  q: AppRequestPageQuery,
): Promise<{ data: MedicineRow[]; total: number }> {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    if (q.student_id) await familyChild(tx, ctx, q.student_id);
    const where = familyWhere(ctx, q.student_id);
    const data = await selectMedicineRows(tx, ctx.tenantId, where, FAMILY_LIST.order, { page: pageOf(q), doses: 'all' });
    return { data, total: await countRequestRows(tx, ctx.tenantId, 'medicine', where) };
  });
}

/** POST /api/app/medicine-requests/create: a request for one of the family's own studying children; the staff who decide it are notified. */
export async function createAppMedicineRequest(ctx: ParentContext, input: MedicineCreateInput) {
  const id = await schoolTransactionById(ctx.tenantId, async (tx) => {
    const child = await familyChild(tx, ctx, input.student_id);
    if (child.status !== 'studying') throw unprocessable('errors.absence_child_not_studying');
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into medicine_requests (tenant_id, student_id, class_id, from_date, to_date, medicines, note, created_by_account)
        values (${ctx.tenantId}, ${child.id}, ${child.classId}, ${input.from_date}, ${input.to_date},
          ${JSON.stringify(input.medicines)}::jsonb, ${input.note}, ${ctx.accountId})
        returning id`,
    );
    await notifyMedicineRequested(tx, ctx.tenantId, row.id);
    return row.id;
  });
  return { id, message: 'medicine.created' };
}
