import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { inTenant } from '../db/tenant-tx';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { selectDeclarationRows } from './declaration-rows';
import { DECLARATION_FROM, declarationScope } from './scope';
import {
  VACCINE_DECLARATION_SORTS,
  type VaccineDeclarationListQuery,
  type VaccineDeclarationRow,
} from '@/lib/schemas/vaccine';
import { pageOf, sortOf } from '@/lib/schemas/list';
import { likePattern } from '@/lib/text';

const SORTS: Record<(typeof VACCINE_DECLARATION_SORTS)[number], SQL> = {
  created_at: sql`vd.created_at`,
  date: sql`vd.vaccinated_on`,
  student_name: sql`s.name_key collate "C"`,
  status: sql`vd.status`,
};

/** Filters (class, child, status, vaccine), accent-free search over the child's name and code, and the scope. */
export function declarationListWhere(ctx: RequestContext, q: VaccineDeclarationListQuery): SQL {
  const parts: SQL[] = [declarationScope(ctx)];
  if (q.class_id) parts.push(sql`s.class_id = ${q.class_id}`);
  if (q.student_id) parts.push(sql`vd.student_id = ${q.student_id}`);
  if (q.status) parts.push(sql`vd.status = ${q.status}`);
  if (q.vaccine_code) parts.push(sql`coalesce(v.code, sv.code) = ${q.vaccine_code.toUpperCase()}`);
  if (q.search) {
    const pattern = likePattern(q.search);
    parts.push(sql`(vn_fold(s.full_name) like ${pattern} or vn_fold(s.code) like ${pattern})`);
  }
  return sql.join(parts, sql` and `);
}

function listOrder(q: VaccineDeclarationListQuery): SQL {
  // By default what waits for a decision comes first, then the newest.
  if (!q.order_by) return sql`(vd.status = 'declared') desc, vd.created_at desc, vd.vaccinated_on desc, vd.id`;
  const sort = sortOf(q.order_by, VACCINE_DECLARATION_SORTS, 'created_at');
  return sql`${SORTS[sort.field]} ${sort.desc ? sql`desc` : sql`asc`}, vd.created_at desc, vd.id`;
}

/** GET /VaccineDeclaration/get-list: the school's declarations (a teacher's classes only), filtered and paged. */
export function listDeclarations(
  ctx: RequestContext,
  q: VaccineDeclarationListQuery,
): Promise<{ data: VaccineDeclarationRow[]; total: number }> {
  return inTenant(ctx, async (tx) => {
    const where = declarationListWhere(ctx, q);
    const data = await selectDeclarationRows(tx, ctx.tenantId, ctx.locale, where, listOrder(q), pageOf(q));
    const [{ total }] = await rowsOf<{ total: number | string }>(
      tx,
      sql`select count(*) as total from ${DECLARATION_FROM} where vd.tenant_id = ${ctx.tenantId} and ${where}`,
    );
    return { data, total: Number(total) };
  });
}

/** GET /VaccineDeclaration/get-detail?id=: one declaration of the caller's school and scope; otherwise 404. */
export function getDeclaration(ctx: RequestContext, id: string): Promise<VaccineDeclarationRow> {
  return inTenant(ctx, async (tx) => {
    const [row] = await selectDeclarationRows(
      tx,
      ctx.tenantId,
      ctx.locale,
      sql`vd.id = ${id} and ${declarationScope(ctx)}`,
      sql`vd.id`,
    );
    if (!row) throw notFound();
    return row;
  });
}
