import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { selectDishes } from './dish-sql';
import { DISH_SORTS, type DishListQuery, type DishRow } from '@/lib/schemas/dish';
import { pageOf, sortOf } from '@/lib/schemas/list';
import { likePattern } from '@/lib/text';

const SORTS: Record<(typeof DISH_SORTS)[number], SQL> = {
  name: sql`vn_fold(d.name)`,
  energy_kcal: sql`d.energy_kcal`,
  updated_at: sql`d.updated_at`,
};

/** GET /Dish/get-list: the school's dishes (active by default), accent-free search over the name, paged. */
export function listDishes(ctx: RequestContext, q: DishListQuery): Promise<{ data: DishRow[]; total: number }> {
  return schoolTransaction(ctx, async (tx) => {
    const parts: SQL[] = [];
    if (q.state === 'active') parts.push(sql`d.archived_at is null`);
    if (q.state === 'archived') parts.push(sql`d.archived_at is not null`);
    if (q.search) parts.push(sql`vn_fold(d.name) like ${likePattern(q.search)}`);
    const where = parts.length ? sql.join(parts, sql` and `) : sql`true`;
    const sort = sortOf(q.order_by, DISH_SORTS, 'name');
    const { limit, offset } = pageOf(q);
    const data = await selectDishes(
      tx,
      ctx.tenantId,
      where,
      sql`order by ${SORTS[sort.field]} ${sort.desc ? sql`desc` : sql`asc`}, d.id limit ${limit} offset ${offset}`,
    );
    const [{ total }] = await rowsOf<{ total: number }>(
      tx,
      sql`select count(*)::int as total from dishes d where d.tenant_id = ${ctx.tenantId} and ${where}`,
    );
    return { data, total };
  });
}

/** GET /Dish/get-detail: one dish of the school (archived ones too). */
export function getDish(ctx: RequestContext, id: string): Promise<DishRow> {
  return schoolTransaction(ctx, async (tx) => {
    const [dish] = await selectDishes(tx, ctx.tenantId, sql`d.id = ${id}`);
    if (!dish) throw notFound();
    return dish;
  });
}
