import { z } from 'zod';
import { FOOD_BY_CODE } from '@/lib/food-table';
import { MAX_DISH_NAME, MAX_INGREDIENTS } from '@/lib/meal-menu-values';
import { requiredText } from './fields';
import { listQuery } from './list';

// The dish library (menu `dish`, issue 38): a dish's ingredients with grams per serving and its energy, protein,
// fat and carbohydrate per serving — computed from the ingredients found in the food table (lib/food-table.ts), or
// entered by hand.

const amount = (max: number) =>
  z.coerce
    .number({ error: 'errors.validation' })
    .finite('errors.validation')
    .min(0, 'errors.dish_value_range')
    .max(max, 'errors.dish_value_range');

export const ingredientSchema = z.object({
  /** A food of the table; null (or empty) for one typed by hand, which counts only with values entered by hand. */
  food_code: z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .refine((v) => v === null || FOOD_BY_CODE.has(v), 'errors.dish_unknown_food'),
  name: requiredText(80),
  grams: z.coerce
    .number({ error: 'errors.validation' })
    .finite('errors.validation')
    .gt(0, 'errors.dish_grams_range')
    .max(1000, 'errors.dish_grams_range'),
});

export const dishSchema = z
  .object({
    name: requiredText(MAX_DISH_NAME),
    ingredients: z.array(ingredientSchema).max(MAX_INGREDIENTS, 'errors.validation').default([]),
    /** `computed`: from the ingredients in the food table; `manual`: the four values below, per serving. */
    nutrition_source: z.enum(['computed', 'manual'], 'errors.validation').default('computed'),
    energy_kcal: amount(3000).nullish(),
    protein_g: amount(300).nullish(),
    fat_g: amount(300).nullish(),
    carb_g: amount(500).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.nutrition_source === 'computed' && !v.ingredients.some((i) => i.food_code))
      ctx.addIssue({ code: 'custom', path: ['ingredients'], message: 'errors.dish_no_food' });
    if (v.nutrition_source === 'manual')
      for (const key of ['energy_kcal', 'protein_g', 'fat_g', 'carb_g'] as const)
        if (v[key] === null || v[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: 'errors.required' });
  });
export type DishInput = z.infer<typeof dishSchema>;

export const DISH_SORTS = ['name', 'energy_kcal', 'updated_at'] as const;
export const dishListQuery = listQuery.extend({
  /** `active` (default): the dishes a menu may take; `archived`; `all`. */
  state: z.enum(['active', 'archived', 'all'], 'errors.validation').default('active'),
});
export type DishListQuery = z.infer<typeof dishListQuery>;

export const dishRow = z.object({
  id: z.string(),
  name: z.string(),
  ingredients: z.array(z.object({ food_code: z.string().nullable(), name: z.string(), grams: z.number() })),
  nutrition_source: z.enum(['computed', 'manual']),
  energy_kcal: z.number(),
  protein_g: z.number(),
  fat_g: z.number(),
  carb_g: z.number(),
  archived_at: z.string().nullable(),
  /** How many week menus name it. */
  menus: z.number(),
  updated_at: z.string(),
});
export type DishRow = z.infer<typeof dishRow>;
