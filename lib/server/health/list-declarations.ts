import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { HEALTH_FROM, healthScope, selectHealthRows } from './health-rows';
import { HEALTH_SORTS, type HealthListQuery, type HealthRow } from '@/lib/schemas/health';
import { pageOf, sortOf } from '@/lib/schemas/list';
import { likePattern } from '@/lib/text';

const SORTS: Record<(typeof HEALTH_SORTS)[number], SQL> = {
  measured_on: sql`d.measured_on`,
  student_name: sql`s.name_key collate "C"`,
  class_name: sql`(select c2.name from classes c2 where c2.tenant_id = d.tenant_id and c2.id = d.class_id)`,
};

/** The filters, search and scope of the list. `classification`: one WHO class, or `concern` for any. */
export function healthListWhere(ctx: RequestContext, q: HealthListQuery): SQL {
  const parts: SQL[] = [healthScope(ctx)];
  if (q.class_id) parts.push(sql`d.class_id = ${q.class_id}`);
  if (q.student_id) parts.push(sql`d.student_id = ${q.student_id}`);
  if (q.source) parts.push(sql`d.source = ${q.source}`);
  if (q.from) parts.push(sql`d.measured_on >= ${q.from}`);
  if (q.to) parts.push(sql`d.measured_on <= ${q.to}`);
  if (q.classification === 'concern') parts.push(sql`cardinality(d.classes) > 0`);
  else if (q.classification) parts.push(sql`${q.classification} = any(d.classes)`);
  if (q.search) {
    const pattern = likePattern(q.search);
    parts.push(sql`(vn_fold(s.full_name) like ${pattern} or vn_fold(s.code) like ${pattern})`);
  }
  return sql.join(parts, sql` and `);
}

/** GET /HealthDeclaration/get-list: newest measurement first unless another order is asked for. */
export function listDeclarations(ctx: RequestContext, q: HealthListQuery): Promise<{ data: HealthRow[]; total: number }> {
  const sort = q.order_by ? sortOf(q.order_by, HEALTH_SORTS, 'measured_on') : { field: 'measured_on' as const, desc: true };
  const order = sql`${SORTS[sort.field]} ${sort.desc ? sql`desc` : sql`asc`}, s.name_key collate "C", d.id`;
  return schoolTransaction(ctx, async (tx) => {
    const where = healthListWhere(ctx, q);
    const data = await selectHealthRows(tx, ctx.tenantId, where, order, pageOf(q));
    const [{ total }] = await rowsOf<{ total: number | string }>(
      tx,
      sql`select count(*) as total from ${HEALTH_FROM} where d.tenant_id = ${ctx.tenantId} and ${where}`,
    );
    return { data, total: Number(total) };
  });
}
