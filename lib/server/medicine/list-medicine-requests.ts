import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { countRequestRows, REQUEST_SORTS, requestOrder, requestWhere } from '../requests/request-rows';
import { selectMedicineRows } from './medicine-rows';
import type { MEDICINE_SORTS, MedicineListQuery, MedicineRow } from '@/lib/schemas/medicine';
import { pageOf } from '@/lib/schemas/list';

const SORTS: Record<(typeof MEDICINE_SORTS)[number], SQL> = { ...REQUEST_SORTS, from_date: sql`a.from_date` };

/** GET /MedicineRequest/get-list: the school's medicine requests (a teacher's classes only), filtered and paged. */
export function listMedicineRequests(
  ctx: RequestContext,
  q: MedicineListQuery,
): Promise<{ data: MedicineRow[]; total: number }> {
  return schoolTransaction(ctx, async (tx) => {
    const where = requestWhere(ctx, 'medicine', q);
    const order = requestOrder(q.order_by, SORTS);
    const data = await selectMedicineRows(tx, ctx.tenantId, where, order, { page: pageOf(q), doses: 'logged' });
    return { data, total: await countRequestRows(tx, ctx.tenantId, 'medicine', where) };
  });
}
