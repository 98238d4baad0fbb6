import 'server-only';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows';
import { addWeeks, mondayOfWeek, weekOf } from '@/lib/iso-week';
import { nutritionOfIngredients, type Ingredient } from '@/lib/meal-nutrition';
import { FOOD_BY_CODE } from '@/lib/food-table';
import type { Meal, MenuAgeGroup } from '@/lib/meal-menu-values';
import { addDays, daysOfMonth, schoolToday } from '@/lib/school-time';

// The demo school's kitchen (issue 38): a dish library computed from the food table, and this month's week menus for
// both age groups — published up to this week, later weeks still drafts. The week after the month is left empty, to
// be built by copying.

/** A dish: its name and [food code, grams per serving]. */
export const DISHES: [string, [string, number][]][] = [
  ['Cơm trắng', [['gao_te', 62]]],
  ['Cơm nát', [['gao_te', 45]]],
  ['Thịt lợn rim', [['thit_lon_nac', 40], ['dau_an', 6], ['duong', 2]]],
  ['Gà kho gừng', [['thit_ga', 40], ['dau_an', 4]]],
  ['Cá rô phi sốt cà chua', [['ca_ro_phi', 45], ['ca_chua', 20], ['dau_an', 6]]],
  ['Trứng đúc thịt', [['trung_ga', 30], ['thit_lon_nac', 15], ['dau_an', 5]]],
  ['Đậu phụ sốt thịt', [['dau_phu', 50], ['thit_lon_nac', 15], ['dau_an', 5]]],
  ['Tôm rim thịt', [['tom_dong', 25], ['thit_lon_nac', 20], ['dau_an', 6]]],
  ['Bò xào su su', [['thit_bo', 35], ['su_su', 40], ['dau_an', 6]]],
  ['Canh bí đỏ nấu thịt', [['bi_do', 50], ['thit_lon_nac', 10], ['dau_an', 2]]],
  ['Canh rau ngót nấu thịt', [['rau_ngot', 30], ['thit_lon_nac', 10], ['dau_an', 2]]],
  ['Canh cải xanh nấu tôm', [['rau_cai', 35], ['tom_dong', 8], ['dau_an', 2]]],
  ['Canh cua rau mồng tơi', [['cua_dong', 20], ['mong_toi', 30], ['dau_an', 2]]],
  ['Chuối tiêu', [['chuoi', 60]]],
  ['Dưa hấu', [['dua_hau', 100]]],
  ['Đu đủ chín', [['du_du', 80]]],
  ['Phở bò', [['banh_pho', 70], ['thit_bo', 20], ['dau_an', 2]]],
  ['Bún thịt nấu cà chua', [['bun', 90], ['thit_lon_nac', 20], ['ca_chua', 20], ['dau_an', 3]]],
  ['Cháo gà đậu xanh', [['gao_te', 25], ['thit_ga', 20], ['dau_xanh', 10], ['dau_an', 2]]],
  ['Bánh mì, sữa tươi', [['banh_mi', 35], ['sua_bo', 150]]],
  ['Sữa chua', [['sua_chua', 100]]],
  ['Chè đậu xanh', [['dau_xanh', 15], ['duong', 8]]],
  ['Khoai lang hấp', [['khoai_lang', 60]]],
  ['Súp bí đỏ', [['bi_do', 40], ['sua_bo', 60], ['thit_ga', 15]]],
  ['Sữa tươi', [['sua_bo', 180]]],
];

/** Four weeks of five days: breakfast, lunch (rice, main, soup, fruit) and the afternoon meal. */
const BREAKFAST = ['Phở bò', 'Bún thịt nấu cà chua', 'Cháo gà đậu xanh', 'Bánh mì, sữa tươi', 'Phở bò'];
const MAINS = ['Thịt lợn rim', 'Gà kho gừng', 'Cá rô phi sốt cà chua', 'Trứng đúc thịt', 'Đậu phụ sốt thịt', 'Tôm rim thịt', 'Bò xào su su'];
const SOUPS = ['Canh bí đỏ nấu thịt', 'Canh rau ngót nấu thịt', 'Canh cải xanh nấu tôm', 'Canh cua rau mồng tơi'];
const FRUIT = ['Chuối tiêu', 'Dưa hấu', 'Đu đủ chín'];
const SNACKS = ['Chè đậu xanh', 'Khoai lang hấp', 'Súp bí đỏ', 'Khoai lang hấp', 'Chè đậu xanh'];

export function dayMenu(ageGroup: MenuAgeGroup, week: number, day: number): [Meal, string[]][] {
  const i = week * 5 + day;
  const lunch = [ageGroup === 'nha_tre' ? 'Cơm nát' : 'Cơm trắng', MAINS[i % MAINS.length], SOUPS[i % SOUPS.length], FRUIT[i % FRUIT.length]];
  // The youngest drink milk in the afternoon instead of yoghurt with a sweet.
  const snack = ageGroup === 'nha_tre' ? ['Sữa tươi'] : ['Sữa chua', SNACKS[i % SNACKS.length]];
  return [
    ['breakfast', [BREAKFAST[(day + week) % BREAKFAST.length]]],
    ['lunch', lunch],
    ['snack', snack],
  ];
}

export async function seedDemoMenus(tx: Executor, { tenantId, nurseId }: { tenantId: string; nurseId: string }) {
  const rows = DISHES.map(([name, parts]) => {
    const ingredients: Ingredient[] = parts.map(([code, grams]) => ({ food_code: code, name: FOOD_BY_CODE.get(code)!.vi, grams }));
    return { name, ingredients, n: nutritionOfIngredients(ingredients) };
  });
  const dishes = await rowsOf<{ id: string; name: string }>(
    tx,
    sql`insert into dishes (tenant_id, name, ingredients, energy_kcal, protein_g, fat_g, carb_g, created_by, updated_by)
      values ${sql.join(
        rows.map(
          (d) =>
            sql`(${tenantId}, ${d.name}, ${JSON.stringify(d.ingredients)}::jsonb, ${d.n.energy_kcal}, ${d.n.protein_g}, ${d.n.fat_g}, ${d.n.carb_g}, ${nurseId}, ${nurseId})`,
        ),
        sql`, `,
      )} returning id, name`,
  );
  const idOf = new Map(dishes.map((d) => [d.name, d.id]));
  const today = schoolToday();
  const thisWeek = weekOf(today);
  const month = today.slice(0, 7);
  const lastWeek = weekOf(daysOfMonth(month).at(-1)!);
  const weeks: string[] = [];
  for (let w = weekOf(`${month}-01`); ; w = addWeeks(w, 1)) {
    weeks.push(w);
    if (w === lastWeek || weeks.length > 6) break;
  }
  for (const [n, week] of weeks.entries()) {
    const monday = mondayOfWeek(week)!;
    const published = week <= thisWeek;
    for (const ageGroup of ['nha_tre', 'mau_giao'] as const) {
      const [menu] = await rowsOf<{ id: string }>(
        tx,
        sql`insert into meal_menus (tenant_id, age_group, week_start, status, published_at, published_by, updated_by)
          values (${tenantId}, ${ageGroup}, ${monday}, ${published ? 'published' : 'draft'},
            ${published ? new Date(Date.parse(`${addDays(monday, -3)}T03:00:00Z`)).toISOString() : null},
            ${published ? nurseId : null}, ${nurseId}) returning id`,
      );
      const items = Array.from({ length: 5 }, (_, day) =>
        dayMenu(ageGroup, n % 4, day).flatMap(([meal, names]) =>
          names.map((name, position) => sql`(${tenantId}, ${menu.id}, ${addDays(monday, day)}, ${meal}, ${position}, ${idOf.get(name)!})`),
        ),
      ).flat();
      await tx.execute(sql`insert into meal_menu_items (tenant_id, menu_id, day, meal, position, dish_id) values ${sql.join(items, sql`, `)}`);
    }
  }
}
