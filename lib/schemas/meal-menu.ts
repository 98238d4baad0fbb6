import { z } from 'zod';
import { dayOutOfBounds, PLANNED, type DayBounds } from '@/lib/day-bounds';
import { mondayOfWeek } from '@/lib/iso-week';
import { MEAL_CODE } from '@/lib/contact-book-values';
import { MAX_DISHES_PER_MEAL, MAX_MEALS, MENU_AGE_GROUPS, MENU_STATUSES, NUTRITION_FLAGS } from '@/lib/meal-menu-values';
import { dayField } from './class';

// Week menus (menu `meal-menu`, issue 38): per age group (nha_tre, mau_giao), per ISO week `yyyy-Www`, the dishes of
// each meal of each day; copied from another week, edited, published to parents; checked against the norms of
// MENU_NORMS (lib/meal-menu-values.ts).

/** An ISO week yyyy-Www; with `bounds`, its Monday within them (lib/day-bounds.ts). */
export const weekField = (bounds?: DayBounds) =>
  z
    .string({ error: 'errors.required' })
    .trim()
    .refine((v) => mondayOfWeek(v) !== null, 'errors.menu_week')
    .superRefine((v, ctx) => {
      const monday = bounds && mondayOfWeek(v);
      const outside = monday ? dayOutOfBounds(monday, bounds) : null;
      if (outside) ctx.addIssue({ code: 'custom', message: outside });
    });

const ageGroup = () => z.enum(MENU_AGE_GROUPS, 'errors.menu_age_group');

export const weekQuery = z.object({ age_group: ageGroup(), week: weekField() });
export type WeekQuery = z.infer<typeof weekQuery>;

export const saveWeekBody = z.object({
  age_group: ageGroup(),
  week: weekField(PLANNED),
  /** The week's days that have dishes; a day left out (or with no meals) is emptied. */
  days: z
    .array(
      z.object({
        date: dayField(PLANNED),
        meals: z
          .array(
            z.object({
              /** One of the school's meals (its contact book settings); another code is refused (400). */
              meal: z.string().regex(MEAL_CODE, 'errors.menu_meal'),
              dish_ids: z.array(z.uuid('errors.not_found')).max(MAX_DISHES_PER_MEAL, 'errors.menu_too_many_dishes'),
            }),
          )
          .max(MAX_MEALS, 'errors.validation'),
      }),
    )
    .max(7, 'errors.validation'),
});
export type SaveWeekInput = z.infer<typeof saveWeekBody>;

export const copyWeekBody = z.object({
  age_group: ageGroup(),
  from_week: weekField(PLANNED),
  to_week: weekField(PLANNED),
  /** The target week's dishes are replaced; without it a target that has dishes is refused (409). */
  replace: z.boolean().default(false),
});
export type CopyWeekInput = z.infer<typeof copyWeekBody>;

export const publishBody = z.object({ age_group: ageGroup(), week: weekField(PLANNED) });

const nutrition = {
  energy_kcal: z.number(),
  protein_g: z.number(),
  fat_g: z.number(),
  carb_g: z.number(),
  protein_pct: z.number(),
  fat_pct: z.number(),
  carb_pct: z.number(),
  flags: z.array(z.enum(NUTRITION_FLAGS)),
};

export const menuDish = z.object({
  id: z.string(),
  name: z.string(),
  energy_kcal: z.number(),
  protein_g: z.number(),
  fat_g: z.number(),
  carb_g: z.number(),
  archived: z.boolean(),
});
export type MenuDish = z.infer<typeof menuDish>;

const range = z.tuple([z.number(), z.number()]);

/** A meal of the school's day, named in the request's language. */
const mealNamed = z.object({ meal: z.string(), name: z.string() });

export const weekAnswer = z.object({
  week: z.string(),
  age_group: z.enum(MENU_AGE_GROUPS),
  /** null: nothing saved for the week yet. */
  status: z.enum(MENU_STATUSES).nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string().nullable(),
  /** The school's meals in the day's order (its contact book settings), then any other the week still names. */
  meals: z.array(mealNamed),
  days: z.array(
    z.object({
      date: z.string(),
      meals: z.array(mealNamed.extend({ dishes: z.array(menuDish) })),
      ...nutrition,
    }),
  ),
  /** The average of the days that have dishes. */
  week_total: z.object(nutrition),
  norms: z.object({ energy: range, protein: range, fat: range, carb: range }),
});
export type WeekAnswer = z.infer<typeof weekAnswer>;

export const appMenuQuery = z.object({
  student_id: z.uuid('errors.not_found'),
  /** Default: this week. */
  week: weekField().optional(),
});

/** The parents' call: a published week only (otherwise `days` is empty). */
export const appMenuAnswer = z.object({
  week: z.string(),
  age_group: z.enum(MENU_AGE_GROUPS),
  days: z.array(
    z.object({
      date: z.string(),
      /** `meal` the code, `meal_name` as the school names it in the request's language. */
      meals: z.array(
        z.object({ meal: z.string(), meal_name: z.string(), dishes: z.array(z.object({ name: z.string(), energy_kcal: z.number() })) }),
      ),
      energy_kcal: z.number(),
      protein_pct: z.number(),
      fat_pct: z.number(),
      carb_pct: z.number(),
      flags: z.array(z.enum(NUTRITION_FLAGS)),
    }),
  ),
});
export type AppMenuAnswer = z.infer<typeof appMenuAnswer>;
