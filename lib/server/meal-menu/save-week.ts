import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf, uuidArray } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { badRequest, conflict, notFound } from '../http/errors';
import { menuOf, mondayOf, schoolMeals } from './week-sql';
import { addDays } from '@/lib/school-time';
import type { Meal, MenuAgeGroup } from '@/lib/meal-menu-values';
import type { SaveWeekInput } from '@/lib/schemas/meal-menu';

export type MenuItem = { day: string; meal: Meal; position: number; dish_id: string };

/** The week's menu row, made (a draft) when there is none yet, and locked. */
export async function lockOrCreateMenu(tx: Tx, ctx: RequestContext, ageGroup: MenuAgeGroup, monday: string) {
  await tx.execute(
    sql`insert into meal_menus (tenant_id, age_group, week_start, updated_by) values (${ctx.tenantId}, ${ageGroup}, ${monday}, ${ctx.userId})
      on conflict (tenant_id, age_group, week_start) do nothing`,
  );
  return (await menuOf(tx, ctx.tenantId, ageGroup, monday, true))!;
}

/** The menu's dishes become `items`: one delete, one multi-row insert. */
export async function replaceItems(tx: Tx, ctx: RequestContext, menuId: string, items: MenuItem[]) {
  await tx.execute(sql`delete from meal_menu_items where tenant_id = ${ctx.tenantId} and menu_id = ${menuId}`);
  if (items.length) {
    const values = items.map(
      (i) => sql`(${ctx.tenantId}, ${menuId}, ${i.day}, ${i.meal}, ${i.position}, ${i.dish_id})`,
    );
    await tx.execute(
      sql`insert into meal_menu_items (tenant_id, menu_id, day, meal, position, dish_id) values ${sql.join(values, sql`, `)}`,
    );
  }
  await tx.execute(
    sql`update meal_menus set updated_by = ${ctx.userId}, updated_at = now() where tenant_id = ${ctx.tenantId} and id = ${menuId}`,
  );
}

/**
 * PUT /Menu/save-week: the week's dishes of an age group, meal by meal, as sent (a day left out is emptied), in one
 * transaction. Days outside the week or given twice, a meal twice in a day or one the school's settings do not name: 400. A dish of another school or none:
 * 404. An archived dish may stay where the week already had it, not be put anywhere new (409). A published week
 * stays published (parents see the change; they were told once).
 */
export function saveWeek(ctx: RequestContext, input: SaveWeekInput) {
  return schoolTransaction(ctx, async (tx) => {
    const monday = mondayOf(input.week);
    const sunday = addDays(monday, 6);
    const seenDays = new Set<string>();
    const items: MenuItem[] = [];
    for (const day of input.days) {
      if (day.date < monday || day.date > sunday || seenDays.has(day.date))
        throw badRequest('errors.menu_day_outside_week', { days: 'errors.menu_day_outside_week' });
      seenDays.add(day.date);
      const seenMeals = new Set<string>();
      for (const meal of day.meals) {
        if (seenMeals.has(meal.meal)) throw badRequest('errors.menu_meal', { days: 'errors.menu_meal' });
        seenMeals.add(meal.meal);
        meal.dish_ids.forEach((dishId, position) =>
          items.push({ day: day.date, meal: meal.meal, position, dish_id: dishId }),
        );
      }
    }
    const meals = new Set((await schoolMeals(tx, ctx.tenantId, ctx.locale)).map((m) => m.meal));
    if (input.days.some((d) => d.meals.some((m) => !meals.has(m.meal)))) throw badRequest('errors.menu_meal', { days: 'errors.menu_meal' });
    const menu = await lockOrCreateMenu(tx, ctx, input.age_group, monday);
    const ids = [...new Set(items.map((i) => i.dish_id))];
    if (ids.length) {
      const found = await rowsOf<{ id: string; archived: boolean; in_week: boolean }>(
        tx,
        sql`select d.id, d.archived_at is not null as archived,
            exists (select 1 from meal_menu_items i where i.tenant_id = ${ctx.tenantId} and i.menu_id = ${menu.id} and i.dish_id = d.id) as in_week
          from dishes d where d.tenant_id = ${ctx.tenantId} and d.id = any(${uuidArray(ids)})`,
      );
      if (found.length !== ids.length) throw notFound('errors.menu_dish_not_found');
      if (found.some((d) => d.archived && !d.in_week)) throw conflict('errors.menu_dish_archived');
    }
    await replaceItems(tx, ctx, menu.id, items);
    return { id: menu.id, message: 'mealMenu.saved' };
  });
}
