// Keys of the week menus. Not a client module: the page builds the same keys on the server.
import type { MenuAgeGroup } from '@/lib/meal-menu-values';

export const mealMenuKeys = {
  all: () => ['meal-menus'] as const,
  week: (ageGroup: MenuAgeGroup, week: string) => ['meal-menus', 'week', ageGroup, week] as const,
};
