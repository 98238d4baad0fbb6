import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import type { RequestContext } from '../http/context';
import { oneListFirstScreen } from '../http/first-list';
import { listDishes } from './list-dishes';
import { dishKeys, DISH_LIST, type DishListParams } from '@/lib/api/dish-keys';
import { dishListQuery } from '@/lib/schemas/dish';
import type { SearchParams } from '@/lib/list-query';

/** The dishes the address asks for, read with the service the API calls. The guard has checked dish.read. */
export function dishFirstScreen(ctx: RequestContext, searchParams: SearchParams): Promise<JsonText<DehydratedState>> {
  return oneListFirstScreen(searchParams, DISH_LIST, {
    key: (q) => dishKeys.list(q as DishListParams),
    schema: dishListQuery,
    read: (q) => listDishes(ctx, q),
  });
}
