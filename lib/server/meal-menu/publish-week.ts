import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { conflict, unprocessable } from '../http/errors';
import { notifyMenuPublished } from './notify-menu';
import { menuOf, mondayOf } from './week-sql';
import type { WeekQuery } from '@/lib/schemas/meal-menu';

/**
 * PUT /Menu/publish: the week's menu goes to the parents of the age group's children (the parents' app shows
 * published weeks only) and they are notified. A week without dishes 422; one already published 409.
 */
export function publishWeek(ctx: RequestContext, input: WeekQuery) {
  return schoolTransaction(ctx, async (tx) => {
    const menu = await menuOf(tx, ctx.tenantId, input.age_group, mondayOf(input.week), true);
    const [has] = menu
      ? await rowsOf<{ one: number }>(
          tx,
          sql`select 1 as one from meal_menu_items where tenant_id = ${ctx.tenantId} and menu_id = ${menu.id} limit 1`,
        )
      : [];
    if (!menu || !has) throw unprocessable('errors.menu_empty_week');
    if (menu.status === 'published') throw conflict('errors.menu_already_published');
    await tx.execute(
      sql`update meal_menus set status = 'published', published_at = now(), published_by = ${ctx.userId}, updated_at = now()
        where tenant_id = ${ctx.tenantId} and id = ${menu.id}`,
    );
    await notifyMenuPublished(tx, ctx.tenantId, input.age_group, input.week);
    return { id: menu.id, message: 'mealMenu.published' };
  });
}
