import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import type { DishRow } from '@/lib/schemas/dish';

/** The answer's columns of a dish `d` of the school `tenantId` (numbers as numbers, times as ISO), with how many week menus name it. */
export const dishColumns = (tenantId: string) => sql`d.id, d.name, d.ingredients, d.nutrition_source,
  d.energy_kcal::float8 as energy_kcal, d.protein_g::float8 as protein_g, d.fat_g::float8 as fat_g, d.carb_g::float8 as carb_g,
  to_char(d.archived_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as archived_at,
  (select count(distinct i.menu_id)::int from meal_menu_items i where i.tenant_id = ${tenantId} and i.dish_id = d.id) as menus,
  to_char(d.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at`;

/** The school's dishes under `where` (on `d`). */
export function selectDishes(tx: Tx, tenantId: string, where: SQL, tail: SQL = sql``): Promise<DishRow[]> {
  return rowsOf<DishRow>(
    tx,
    sql`select ${dishColumns(tenantId)} from dishes d where d.tenant_id = ${tenantId} and ${where} ${tail}`,
  );
}
