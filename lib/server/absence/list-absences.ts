import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { selectAbsenceRows } from './absence-rows';
import { countRequestRows, REQUEST_SORTS, requestOrder, requestWhere } from '../requests/request-rows';
import type { ABSENCE_SORTS, AbsenceListQuery, AbsenceRow } from '@/lib/schemas/absence';
import { pageOf } from '@/lib/schemas/list';

const SORTS: Record<(typeof ABSENCE_SORTS)[number], SQL> = { ...REQUEST_SORTS, from_date: sql`a.from_date` };

/** The filters, search and scope of the list (shared with the export). `from`/`to`: requests overlapping the range. */
export const absenceListWhere = (ctx: RequestContext, q: AbsenceListQuery): SQL => requestWhere(ctx, 'absence', q);

/** Newest first unless another order is asked for; ties broken so that paging never repeats a row. */
export const absenceListOrder = (q: AbsenceListQuery): SQL => requestOrder(q.order_by, SORTS);

/** GET /Absence/get-list: the school's requests (a teacher's classes only), filtered, sorted and paged. */
export function listAbsences(ctx: RequestContext, q: AbsenceListQuery): Promise<{ data: AbsenceRow[]; total: number }> {
  return schoolTransaction(ctx, async (tx) => {
    const where = absenceListWhere(ctx, q);
    const data = await selectAbsenceRows(tx, ctx.tenantId, where, absenceListOrder(q), pageOf(q));
    return { data, total: await countRequestRows(tx, ctx.tenantId, 'absence', where) };
  });
}
