import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';

/**
 * DELETE /Dish/delete/{id}: a dish no menu names is deleted; one that a menu names is archived instead (left out of
 * the library and of new menus, still shown in the menus that have it). An archived dish asked again is deleted once
 * no menu names it any more, else stays archived.
 */
export function deleteDish(ctx: RequestContext, id: string) {
  return schoolTransaction(ctx, async (tx) => {
    const [dish] = await rowsOf<{ in_use: boolean }>(
      tx,
      sql`select exists (select 1 from meal_menu_items i where i.tenant_id = ${ctx.tenantId} and i.dish_id = d.id) as in_use
        from dishes d where d.tenant_id = ${ctx.tenantId} and d.id = ${id} for update`,
    );
    if (!dish) throw notFound();
    if (dish.in_use) {
      await tx.execute(
        sql`update dishes set archived_at = coalesce(archived_at, ${new Date().toISOString()}::timestamptz), updated_by = ${ctx.userId}, updated_at = now()
          where tenant_id = ${ctx.tenantId} and id = ${id}`,
      );
      return { id, message: 'dish.archived' };
    }
    await tx.execute(sql`delete from dishes where tenant_id = ${ctx.tenantId} and id = ${id}`);
    return { id, message: 'dish.deleted' };
  });
}
