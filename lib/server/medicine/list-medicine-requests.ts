import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { inTenant } from '../db/tenant-tx';
import type { RequestContext } from '../http/context';
import { requestScope } from '../requests/workflow';
import { MEDICINE_FROM, selectMedicineRows } from './medicine-rows';
import { MEDICINE_SORTS, type MedicineListQuery, type MedicineRow } from '@/lib/schemas/medicine';
import { pageOf, sortOf } from '@/lib/schemas/list';
import { likePattern } from '@/lib/text';

const SORTS: Record<(typeof MEDICINE_SORTS)[number], SQL> = {
  created_at: sql`a.created_at`,
  from_date: sql`a.from_date`,
  student_name: sql`s.name_key collate "C"`,
  status: sql`a.status`,
};

function listWhere(ctx: RequestContext, q: MedicineListQuery): SQL {
  const parts: SQL[] = [requestScope(ctx)];
  if (q.class_id) parts.push(sql`a.class_id = ${q.class_id}`);
  if (q.student_id) parts.push(sql`a.student_id = ${q.student_id}`);
  if (q.status) parts.push(sql`a.status = ${q.status}`);
  if (q.from) parts.push(sql`a.to_date >= ${q.from}`);
  if (q.to) parts.push(sql`a.from_date <= ${q.to}`);
  if (q.search) {
    const pattern = likePattern(q.search);
    parts.push(sql`(vn_fold(s.full_name) like ${pattern} or vn_fold(s.code) like ${pattern})`);
  }
  return sql.join(parts, sql` and `);
}

/** GET /MedicineRequest/get-list: the school's medicine requests (a teacher's classes only), filtered and paged. */
export function listMedicineRequests(ctx: RequestContext, q: MedicineListQuery): Promise<{ data: MedicineRow[]; total: number }> {
  return inTenant(ctx, async (tx) => {
    const where = listWhere(ctx, q);
    const sort = q.order_by ? sortOf(q.order_by, MEDICINE_SORTS, 'created_at') : { field: 'created_at' as const, desc: true };
    const order = sql`${SORTS[sort.field]} ${sort.desc ? sql`desc` : sql`asc`}, a.created_at desc, a.id`;
    const data = await selectMedicineRows(tx, ctx.tenantId, where, order, { page: pageOf(q), doses: 'logged' });
    const [{ total }] = await rowsOf<{ total: number | string }>(
      tx,
      sql`select count(*) as total from ${MEDICINE_FROM} where a.tenant_id = ${ctx.tenantId} and ${where}`,
    );
    return { data, total: Number(total) };
  });
}
