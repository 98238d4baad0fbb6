import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { listDishes } from '../dish/list-dishes';
import { getWeek } from './get-week';
import { dishKeys, MENU_DISHES_QUERY } from '@/lib/api/dish-keys';
import { mealMenuKeys } from '@/lib/api/meal-menu-keys';
import type { MenuAgeGroup } from '@/lib/meal-menu-values';

/**
 * The week's menu the address asks for (the page has checked the week and age group) and, for those who may edit,
 * the dishes to choose from; read with the services the API calls. The guard has checked meal-menu.read.
 */
export async function mealMenuFirstScreen(
  ctx: RequestContext,
  ageGroup: MenuAgeGroup,
  week: string,
): Promise<JsonText<DehydratedState>> {
  const menu = await getWeek(ctx, { age_group: ageGroup, week });
  const entries: [readonly unknown[], unknown][] = [[mealMenuKeys.week(ageGroup, week), menu]];
  if (ctx.can('meal-menu', 'update') && ctx.can('dish', 'read'))
    entries.push([dishKeys.list(MENU_DISHES_QUERY), await listDishes(ctx, MENU_DISHES_QUERY)]);
  return firstScreen(entries);
}
