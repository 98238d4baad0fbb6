import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { badRequest, conflict, unprocessable } from '../http/errors';
import { lockOrCreateMenu, replaceItems, type MenuItem } from './save-week';
import { menuOf, mondayOf } from './week-sql';
import { addDays } from '@/lib/school-time';
import type { CopyWeekInput } from '@/lib/schemas/meal-menu';

/**
 * POST /Menu/copy-week: another week's dishes of the same age group, day for day (Monday to Monday), into a week to
 * edit; archived dishes are left out. A target that has dishes is refused (409) unless `replace`; a source without
 * dishes 422; the same week twice 400. The target keeps its state (a new one is a draft).
 */
export function copyWeek(ctx: RequestContext, input: CopyWeekInput) {
  return schoolTransaction(ctx, async (tx) => {
    if (input.from_week === input.to_week) throw badRequest('errors.menu_same_week', { to_week: 'errors.menu_same_week' });
    const [from, to] = [mondayOf(input.from_week), mondayOf(input.to_week)];
    const source = await menuOf(tx, ctx.tenantId, input.age_group, from);
    const items = source
      ? await rowsOf<MenuItem>(
          tx,
          sql`select to_char(i.day, 'YYYY-MM-DD') as day, i.meal, i.position, i.dish_id
            from meal_menu_items i join dishes d on d.tenant_id = i.tenant_id and d.id = i.dish_id
            where i.tenant_id = ${ctx.tenantId} and i.menu_id = ${source.id} and d.archived_at is null
            order by i.day, i.meal, i.position`,
        )
      : [];
    if (!items.length) throw unprocessable('errors.menu_nothing_to_copy');
    const target = await lockOrCreateMenu(tx, ctx, input.age_group, to);
    const [has] = await rowsOf<{ one: number }>(
      tx,
      sql`select 1 as one from meal_menu_items where tenant_id = ${ctx.tenantId} and menu_id = ${target.id} limit 1`,
    );
    if (has && !input.replace) throw conflict('errors.menu_target_not_empty');
    const shift = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
    // Positions are renumbered per meal: an archived dish left out leaves no gap.
    const next = new Map<string, number>();
    const copied = items.map((i) => {
      const day = addDays(i.day, shift);
      const key = `${day}|${i.meal}`;
      const position = next.get(key) ?? 0;
      next.set(key, position + 1);
      return { ...i, day, position };
    });
    await replaceItems(tx, ctx, target.id, copied);
    return { id: target.id, message: 'mealMenu.copied' };
  });
}
