import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { countRequestRows, REQUEST_SORTS, requestOrder, requestWhere } from '../requests/request-rows';
import { scopeOf } from '../requests/workflow';
import { declarationVaccine, selectDeclarationRows } from './declaration-rows';
import type {
  VACCINE_DECLARATION_SORTS,
  VaccineDeclarationListQuery,
  VaccineDeclarationRow,
} from '@/lib/schemas/vaccine';
import { pageOf } from '@/lib/schemas/list';

const SORTS: Record<(typeof VACCINE_DECLARATION_SORTS)[number], SQL> = { ...REQUEST_SORTS, date: sql`a.vaccinated_on` };

/** Filters (class, child, status, vaccine), accent-free search over the child's name and code, and the scope. */
export function declarationListWhere(ctx: RequestContext, q: VaccineDeclarationListQuery): SQL {
  const vaccine = q.vaccine_code ? [sql`coalesce(v.code, sv.code) = ${q.vaccine_code.toUpperCase()}`] : [];
  return requestWhere(ctx, 'declaration', q, { more: vaccine });
}

// By default what waits for a decision comes first, then the newest.
const listOrder = (q: VaccineDeclarationListQuery): SQL =>
  requestOrder(q.order_by, SORTS, sql`(a.status = 'declared') desc, a.created_at desc, a.vaccinated_on desc, a.id`);

/** GET /VaccineDeclaration/get-list: the school's declarations (a teacher's classes only), filtered and paged. */
export function listDeclarations(
  ctx: RequestContext,
  q: VaccineDeclarationListQuery,
): Promise<{ data: VaccineDeclarationRow[]; total: number }> {
  return schoolTransaction(ctx, async (tx) => {
    const where = declarationListWhere(ctx, q);
    const data = await selectDeclarationRows(tx, ctx.tenantId, ctx.locale, where, listOrder(q), pageOf(q));
    return { data, total: await countRequestRows(tx, ctx.tenantId, 'declaration', where, declarationVaccine(ctx.tenantId)) };
  });
}

/** GET /VaccineDeclaration/get-detail?id=: one declaration of the caller's school and scope; otherwise 404. */
export function getDeclaration(ctx: RequestContext, id: string): Promise<VaccineDeclarationRow> {
  return schoolTransaction(ctx, async (tx) => {
    const where = sql`a.id = ${id} and ${scopeOf(ctx, 'declaration')}`;
    const [row] = await selectDeclarationRows(tx, ctx.tenantId, ctx.locale, where, sql`a.id`);
    if (!row) throw notFound();
    return row;
  });
}
