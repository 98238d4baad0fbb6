// Menus (issue 38): the constants the staff screens, the parents' page and the server share. Zod-free.

/** The menu's age groups: nhà trẻ (under 36 months) and mẫu giáo (3–6 years). A class's own age group maps onto one. */
export const MENU_AGE_GROUPS = ['nha_tre', 'mau_giao'] as const;
export type MenuAgeGroup = (typeof MENU_AGE_GROUPS)[number];

/** nha_tre → nha_tre; mau_giao_be, mau_giao_nho, mau_giao_lon → mau_giao. */
export function menuAgeGroupOf(classAgeGroup: string): MenuAgeGroup {
  return classAgeGroup === 'nha_tre' ? 'nha_tre' : 'mau_giao';
}

/**
 * The meals a week's menu plans are the school's own, those of its contact book settings (`tenants.config.contactBook`,
 * lib/contact-book-values.ts; breakfast, lunch, snack unless it sets others), in their order and named as it names
 * them: a meal's code, here as in the books.
 */
export type Meal = string;

/** At most so many meals in a day (as the contact book settings allow). */
export const MAX_MEALS = 8;

export const MENU_STATUSES = ['draft', 'published'] as const;
export type MenuStatus = (typeof MENU_STATUSES)[number];

/** At most so many dishes in one meal of one day. */
export const MAX_DISHES_PER_MEAL = 8;
export const MAX_DISH_NAME = 120;
export const MAX_INGREDIENTS = 30;

/**
 * What a week's menu is checked against: the Ministry of Education's norms for the meals a child eats at school,
 * Thông tư 28/2016/TT-BGDĐT (30/12/2016) amending the Chương trình giáo dục mầm non (Thông tư 17/2009/TT-BGDĐT):
 * - nhà trẻ (12–36 months): at school 60–70% of the day's 930–1000 kcal → 600–651 kcal; of the energy, protein
 *   13–20%, fat 30–40%, carbohydrate 47–50%;
 * - mẫu giáo (3–6 years): at school 50–55% of the day's 1230–1320 kcal → 615–726 kcal; protein 13–20%, fat 25–35%,
 *   carbohydrate 52–60%.
 * Shares are of the energy the three give (protein and carbohydrate 4 kcal/g, fat 9 kcal/g).
 */
export const MENU_NORMS: Record<MenuAgeGroup, { energy: [number, number]; protein: [number, number]; fat: [number, number]; carb: [number, number] }> = {
  nha_tre: { energy: [600, 651], protein: [13, 20], fat: [30, 40], carb: [47, 50] },
  mau_giao: { energy: [615, 726], protein: [13, 20], fat: [25, 35], carb: [52, 60] },
};

export const NUTRITION_FLAGS = [
  'energy_low',
  'energy_high',
  'protein_low',
  'protein_high',
  'fat_low',
  'fat_high',
  'carb_low',
  'carb_high',
] as const;
export type NutritionFlag = (typeof NUTRITION_FLAGS)[number];
