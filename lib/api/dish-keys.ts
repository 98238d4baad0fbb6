// Keys of the dish library. Not a client module: the pages build the same keys on the server to hand their first
// screen to react-query.
import type { DishListQuery } from '@/lib/schemas/dish';
import type { ListSpec } from '@/lib/list-query';

export type DishListParams = DishListQuery;

export const dishKeys = {
  all: () => ['dishes'] as const,
  list: (params: DishListParams) => ['dishes', 'list', params] as const,
};

/** The list in the URL: its filter. */
export const DISH_FILTERS = ['state'] as const;
export const DISH_LIST: ListSpec<(typeof DISH_FILTERS)[number]> = { filters: DISH_FILTERS };

/** The dishes a week's menu may take: every active one, by name (the library's first hundred). */
export const MENU_DISHES_QUERY: DishListParams = { page: 1, page_size: 100, state: 'active', order_by: 'name' };
