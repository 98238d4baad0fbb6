import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { addDays } from '@/lib/school-time';
import { mondayOfWeek } from '@/lib/iso-week';
import { dayNutrition, weekNutrition } from '@/lib/meal-nutrition';
import { MENU_NORMS, type Meal, type MenuAgeGroup, type MenuStatus } from '@/lib/meal-menu-values';
import { contactBookSettingsOf, mealName, type ContactBookSettings } from '@/lib/contact-book-values';
import type { MenuDish, WeekAnswer } from '@/lib/schemas/meal-menu';

export type MenuRow = { id: string; status: MenuStatus; published_at: string | null; updated_at: string };

const ISO = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The week's menu row of an age group (locked for a change when `lock`), or undefined. */
export async function menuOf(tx: Tx, tenantId: string, ageGroup: MenuAgeGroup, monday: string, lock = false) {
  const [menu] = await rowsOf<MenuRow>(
    tx,
    sql`select id, status, ${ISO('published_at')} as published_at, ${ISO('updated_at')} as updated_at
      from meal_menus where tenant_id = ${tenantId} and age_group = ${ageGroup} and week_start = ${monday}
      ${lock ? sql`for update` : sql``}`,
  );
  return menu;
}

/** The Monday of a week the schema already checked. */
export const mondayOf = (week: string) => mondayOfWeek(week) as string;

/** The week's days: Monday to Friday, and Saturday or Sunday when they have dishes. */
export function daysOfWeek(monday: string, withDishes: Set<string>): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i)).filter((d, i) => i < 5 || withDishes.has(d));
}

/** The school's meals (its contact book settings), named in the language. */
export async function schoolMeals(tx: Tx, tenantId: string, locale: string): Promise<{ meal: string; name: string }[]> {
  const [row] = await rowsOf<{ book: Partial<ContactBookSettings> | null }>(
    tx,
    sql`select config -> 'contactBook' as book from tenants where id = ${tenantId}`,
  );
  return contactBookSettingsOf(row?.book).meals.map((m) => ({ meal: m.code, name: mealName(m, locale) }));
}

/**
 * One week's menu of an age group with each day's and the week's nutrition against the norms, its meals those of the
 * school's settings named in `locale`; a week nothing was saved for answers its empty days (status null).
 */
export async function readWeek(tx: Tx, tenantId: string, ageGroup: MenuAgeGroup, week: string, locale: string): Promise<WeekAnswer> {
  const monday = mondayOf(week);
  const menu = await menuOf(tx, tenantId, ageGroup, monday);
  const named = await schoolMeals(tx, tenantId, locale);
  const items = menu
    ? await rowsOf<MenuDish & { day: string; meal: Meal }>(
        tx,
        sql`select to_char(i.day, 'YYYY-MM-DD') as day, i.meal, d.id, d.name, d.energy_kcal::float8 as energy_kcal,
            d.protein_g::float8 as protein_g, d.fat_g::float8 as fat_g, d.carb_g::float8 as carb_g,
            d.archived_at is not null as archived
          from meal_menu_items i
          join dishes d on d.tenant_id = i.tenant_id and d.id = i.dish_id
          where i.tenant_id = ${tenantId} and i.menu_id = ${menu.id}
          order by i.day, i.position`,
      )
    : [];
  // A meal the settings no longer name (none can be removed while a menu uses it) would still show, by its code.
  const meals = [...named, ...[...new Set(items.map((i) => i.meal))].filter((m) => !named.some((n) => n.meal === m)).map((m) => ({ meal: m, name: m }))];
  const days = daysOfWeek(monday, new Set(items.map((i) => i.day))).map((date) => {
    const ofDay = items.filter((i) => i.day === date);
    const dayMeals = meals.map(({ meal, name }) => ({
      meal,
      name,
      dishes: ofDay.filter((i) => i.meal === meal).map(({ day: _d, meal: _m, ...dish }) => dish),
    }));
    return { date, meals: dayMeals, ...dayNutrition(ageGroup, ofDay) };
  });
  return {
    week,
    age_group: ageGroup,
    status: menu?.status ?? null,
    published_at: menu?.published_at ?? null,
    updated_at: menu?.updated_at ?? null,
    meals,
    days,
    week_total: weekNutrition(ageGroup, days),
    norms: MENU_NORMS[ageGroup],
  };
}
