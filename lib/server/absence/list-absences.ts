import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { inTenant } from '../db/tenant-tx';
import type { RequestContext } from '../http/context';
import { ABSENCE_FROM, selectAbsenceRows } from './absence-rows';
import { requestScope } from '../requests/workflow';
import { ABSENCE_SORTS, type AbsenceListQuery, type AbsenceRow } from '@/lib/schemas/absence';
import { pageOf, sortOf } from '@/lib/schemas/list';
import { likePattern } from '@/lib/text';

const SORTS: Record<(typeof ABSENCE_SORTS)[number], SQL> = {
  created_at: sql`a.created_at`,
  from_date: sql`a.from_date`,
  student_name: sql`s.name_key collate "C"`,
  status: sql`a.status`,
};

/** The filters, search and scope of the list (shared with the export). `from`/`to`: requests overlapping the range. */
export function absenceListWhere(ctx: RequestContext, q: AbsenceListQuery): SQL {
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

/** Newest first unless another order is asked for; ties broken so that paging never repeats a row. */
export function absenceListOrder(q: AbsenceListQuery): SQL {
  const sort = q.order_by
    ? sortOf(q.order_by, ABSENCE_SORTS, 'created_at')
    : { field: 'created_at' as const, desc: true };
  return sql`${SORTS[sort.field]} ${sort.desc ? sql`desc` : sql`asc`}, a.created_at desc, a.id`;
}

/** GET /Absence/get-list: the school's requests (a teacher's classes only), filtered, sorted and paged. */
export function listAbsences(ctx: RequestContext, q: AbsenceListQuery): Promise<{ data: AbsenceRow[]; total: number }> {
  return inTenant(ctx, async (tx) => {
    const where = absenceListWhere(ctx, q);
    const data = await selectAbsenceRows(tx, ctx.tenantId, where, absenceListOrder(q), pageOf(q));
    const [{ total }] = await rowsOf<{ total: number | string }>(
      tx,
      sql`select count(*) as total from ${ABSENCE_FROM} where a.tenant_id = ${ctx.tenantId} and ${where}`,
    );
    return { data, total: Number(total) };
  });
}
