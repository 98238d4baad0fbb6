import { FOOD_BY_CODE } from './food-table';
import { MENU_NORMS, type MenuAgeGroup, type NutritionFlag } from './meal-menu-values';

// A dish's and a day's nutrition (issue 38). Zod-free: the dish form previews with it, the server stores and checks
// with it, so both give the same figures.

export type Nutrition = { energy_kcal: number; protein_g: number; fat_g: number; carb_g: number };
export type Ingredient = { food_code: string | null; name: string; grams: number };

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A dish's nutrition per serving from its ingredients that are in the food table (the others count nothing). */
export function nutritionOfIngredients(ingredients: readonly Ingredient[]): Nutrition {
  let [kcal, protein, fat, carb] = [0, 0, 0, 0];
  for (const i of ingredients) {
    const food = i.food_code ? FOOD_BY_CODE.get(i.food_code) : undefined;
    if (!food) continue;
    const share = i.grams / 100;
    kcal += food.kcal * share;
    protein += food.protein * share;
    fat += food.fat * share;
    carb += food.carb * share;
  }
  return { energy_kcal: round1(kcal), protein_g: round1(protein), fat_g: round1(fat), carb_g: round1(carb) };
}

export type DayNutrition = Nutrition & { protein_pct: number; fat_pct: number; carb_pct: number; flags: NutritionFlag[] };

/**
 * The sum of dishes (one serving each) and the share of energy protein, fat and carbohydrate give (4, 9 and 4 kcal/g,
 * of the energy the three give together, so the shares add up to 100), each share to one decimal.
 */
export function sumNutrition(dishes: readonly Nutrition[]): Nutrition & { protein_pct: number; fat_pct: number; carb_pct: number } {
  const total = dishes.reduce(
    (a, d) => ({
      energy_kcal: a.energy_kcal + d.energy_kcal,
      protein_g: a.protein_g + d.protein_g,
      fat_g: a.fat_g + d.fat_g,
      carb_g: a.carb_g + d.carb_g,
    }),
    { energy_kcal: 0, protein_g: 0, fat_g: 0, carb_g: 0 },
  );
  return withShares({
    energy_kcal: round1(total.energy_kcal),
    protein_g: round1(total.protein_g),
    fat_g: round1(total.fat_g),
    carb_g: round1(total.carb_g),
  });
}

function withShares(n: Nutrition) {
  const [p, f, c] = [n.protein_g * 4, n.fat_g * 9, n.carb_g * 4];
  const all = p + f + c;
  const pct = (x: number) => (all > 0 ? round1((x / all) * 100) : 0);
  return { ...n, protein_pct: pct(p), fat_pct: pct(f), carb_pct: pct(c) };
}

/** What is out of the age group's norm (`MENU_NORMS`); nothing for a day without dishes. */
export function nutritionFlags(ageGroup: MenuAgeGroup, n: Nutrition & { protein_pct: number; fat_pct: number; carb_pct: number }): NutritionFlag[] {
  if (n.energy_kcal <= 0) return [];
  const norm = MENU_NORMS[ageGroup];
  const flags: NutritionFlag[] = [];
  const check = (value: number, [min, max]: [number, number], low: NutritionFlag, high: NutritionFlag) => {
    if (value < min) flags.push(low);
    else if (value > max) flags.push(high);
  };
  check(n.energy_kcal, norm.energy, 'energy_low', 'energy_high');
  check(n.protein_pct, norm.protein, 'protein_low', 'protein_high');
  check(n.fat_pct, norm.fat, 'fat_low', 'fat_high');
  check(n.carb_pct, norm.carb, 'carb_low', 'carb_high');
  return flags;
}

/** A day: its dishes summed, with the flags of the age group. */
export function dayNutrition(ageGroup: MenuAgeGroup, dishes: readonly Nutrition[]): DayNutrition {
  const sum = sumNutrition(dishes);
  return { ...sum, flags: nutritionFlags(ageGroup, sum) };
}

/** The week: the average of the days that have dishes, with its flags. */
export function weekNutrition(ageGroup: MenuAgeGroup, days: readonly Nutrition[]): DayNutrition {
  const planned = days.filter((d) => d.energy_kcal > 0);
  const n = planned.length || 1;
  const avg = withShares({
    energy_kcal: round1(planned.reduce((a, d) => a + d.energy_kcal, 0) / n),
    protein_g: round1(planned.reduce((a, d) => a + d.protein_g, 0) / n),
    fat_g: round1(planned.reduce((a, d) => a + d.fat_g, 0) / n),
    carb_g: round1(planned.reduce((a, d) => a + d.carb_g, 0) / n),
  });
  return { ...avg, flags: nutritionFlags(ageGroup, avg) };
}
