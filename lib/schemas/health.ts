import { z } from 'zod';
import { FACT_CHECKED_LATER } from '@/lib/day-bounds';
import { NUTRITION_CLASSES } from '@/lib/health/classes';
import { dayField } from './class';
import { nullableText, optionalDayField } from './fields';
import { listQuery } from './list';

// Health declarations (menu `health-declaration`): measurements of a child on a date, alone or in a class round.
// Ranges here are the absolute human ones; the server also refuses values implausible for the child's age (WHO).

export const MEASURED = ['lying', 'standing'] as const;
export const HEALTH_LIMITS = {
  height: { min: 30, max: 220 },
  weight: { min: 1, max: 150 },
  temperature: { min: 34, max: 43 },
} as const;

/** A decimal typed in a form ("12,5" or "12.5"), a number, or nothing (empty → null). */
const decimal = (min: number, max: number, key: string) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null) return null;
      const text = typeof v === 'number' ? String(v) : v.trim().replace(',', '.');
      if (text === '') return null;
      const n = Number(text);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: key });
        return z.NEVER;
      }
      return n;
    });

const height = () => decimal(HEALTH_LIMITS.height.min, HEALTH_LIMITS.height.max, 'errors.health_height_range');
const weight = () => decimal(HEALTH_LIMITS.weight.min, HEALTH_LIMITS.weight.max, 'errors.health_weight_range');
const temperature = () =>
  decimal(HEALTH_LIMITS.temperature.min, HEALTH_LIMITS.temperature.max, 'errors.health_temperature_range');
const measured = () =>
  z
    .union([z.enum(MEASURED), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null);

const declaration = z.object({
  student_id: z.uuid('errors.required'),
  measured_on: dayField(FACT_CHECKED_LATER),
  height_cm: height(),
  weight_kg: weight(),
  temperature_c: temperature(),
  symptoms: nullableText(500),
  note: nullableText(500),
  measured: measured(),
  /** The person entering it confirms a value far from the child's last (lib/health/growth-jump.ts). */
  confirmed: z.boolean().optional(),
});

const somethingMeasured = <S extends z.ZodType<z.output<typeof declaration>>>(schema: S) =>
  schema.refine(
    (v) => v.height_cm !== null || v.weight_kg !== null || v.temperature_c !== null || !!v.symptoms,
    { path: ['weight_kg'], message: 'errors.health_nothing_measured' },
  );

/** One measurement: by staff (HealthDeclaration/create) or by a parent (POST /api/app/health-declarations/create). */
export const healthCreateSchema = somethingMeasured(declaration);
export type HealthCreateInput = z.output<typeof declaration>;

/** HealthDeclaration/update: the same fields, by id (the child stays the same). */
export const healthUpdateSchema = somethingMeasured(declaration.extend({ id: z.uuid('errors.not_found') }));
export type HealthUpdateInput = z.output<typeof healthUpdateSchema>;

export const MAX_ROUND_ROWS = 100;

/** A class check round: the class's children measured on one day, saved all or nothing. */
export const healthRoundSchema = z.object({
  class_id: z.uuid('errors.required'),
  measured_on: dayField(FACT_CHECKED_LATER),
  rows: z
    .array(
      z.object({
        student_id: z.uuid('errors.required'),
        height_cm: height(),
        weight_kg: weight(),
        temperature_c: temperature(),
        measured: measured(),
      }),
    )
    .min(1, 'errors.health_round_empty')
    .max(MAX_ROUND_ROWS, 'errors.validation'),
  /** The person entering the round confirms the values far from the children's last (lib/health/growth-jump.ts). */
  confirmed: z.boolean().optional(),
});
export type HealthRoundInput = z.output<typeof healthRoundSchema>;

export const HEALTH_SORTS = ['measured_on', 'student_name', 'class_name'] as const;
/** `concern`: any class at all; otherwise one WHO class. */
export const HEALTH_CLASS_FILTERS = ['concern', ...NUTRITION_CLASSES] as const;

export const healthListQuery = listQuery.extend({
  class_id: z.uuid('errors.not_found').optional(),
  student_id: z.uuid('errors.not_found').optional(),
  classification: z.enum(HEALTH_CLASS_FILTERS).optional(),
  source: z.enum(['staff', 'round', 'parent']).optional(),
  from: optionalDayField(),
  to: optionalDayField(),
});
export type HealthListQuery = z.output<typeof healthListQuery>;

export const growthQuery = z.object({ student_id: z.uuid('errors.not_found') });

/** GET /api/app/health-declarations?student_id=&page=&page_size=: one of the family's children, newest first. */
export const appHealthListQuery = listQuery
  .pick({ page: true, page_size: true })
  .extend({ student_id: z.uuid('errors.not_found') });
export type AppHealthListQuery = z.output<typeof appHealthListQuery>;

/** HealthDeclaration/get-round?class_id=&measured_on=: the class's children with what is already saved that day. */
export const roundQuery = z.object({ class_id: z.uuid('errors.not_found'), measured_on: dayField() });

/** The nutrition report: each child's last measurement in a period, compared with an earlier period. */
export const nutritionReportQuery = z
  .object({
    from: dayField(),
    to: dayField(),
    compare_from: optionalDayField(),
    compare_to: optionalDayField(),
    class_id: z.uuid('errors.not_found').optional(),
  })
  .refine((v) => v.to >= v.from, { path: ['to'], message: 'errors.end_before_start' })
  .refine((v) => !v.compare_from === !v.compare_to, { path: ['compare_to'], message: 'errors.required' })
  .refine((v) => !v.compare_from || !v.compare_to || v.compare_to >= v.compare_from, {
    path: ['compare_to'],
    message: 'errors.end_before_start',
  });
export type NutritionReportQuery = z.output<typeof nutritionReportQuery>;

export const healthRow = z.object({
  id: z.string(),
  student_id: z.string(),
  student_code: z.string(),
  student_name: z.string(),
  gender: z.enum(['male', 'female']),
  date_of_birth: z.string(),
  class_id: z.string().nullable(),
  class_name: z.string().nullable(),
  measured_on: z.string(),
  age_days: z.number(),
  height_cm: z.number().nullable(),
  weight_kg: z.number().nullable(),
  temperature_c: z.number().nullable(),
  symptoms: z.string().nullable(),
  note: z.string().nullable(),
  measured: z.enum(['lying', 'standing']),
  bmi: z.number().nullable(),
  wfa_z: z.number().nullable(),
  hfa_z: z.number().nullable(),
  bfa_z: z.number().nullable(),
  classes: z.array(z.string()),
  source: z.enum(["staff", "round", "parent"]),
  created_at: z.string(),
});
export type HealthRow = z.infer<typeof healthRow>;

/** GET growth (staff and parents): the child's measurements, oldest first. */
export const growthAnswer = z.object({
  student_id: z.string(),
  full_name: z.string().optional(),
  sex: z.enum(['M', 'F']),
  date_of_birth: z.string(),
  measurements: z.array(z.object({
    id: z.string(),
    measured_on: z.string(),
    age_days: z.number(),
    height_cm: z.number().nullable(),
    weight_kg: z.number().nullable(),
    bmi: z.number().nullable(),
    wfa_z: z.number().nullable(),
    hfa_z: z.number().nullable(),
    bfa_z: z.number().nullable(),
    classes: z.array(z.string()),
    /** What was declared with the measurement, and who entered it. */
    temperature_c: z.number().nullable(),
    symptoms: z.string().nullable(),
    note: z.string().nullable(),
    source: z.enum(['staff', 'round', 'parent']),
  })),
});
export type GrowthAnswer = z.infer<typeof growthAnswer>;

export const roundChild = z.object({
  student_id: z.string(),
  student_code: z.string(),
  student_name: z.string(),
  gender: z.enum(['male', 'female']),
  date_of_birth: z.string(),
  age_days: z.number(),
  /** What is saved for that day already (a round entered twice shows its values). */
  height_cm: z.number().nullable(),
  weight_kg: z.number().nullable(),
  temperature_c: z.number().nullable(),
  measured: z.enum(['lying', 'standing']).nullable(),
  classes: z.array(z.string()),
});
export type RoundChild = z.infer<typeof roundChild>;

export const nutritionCounts = z.object({
  children: z.number(),
  measured: z.number(),
  underweight_moderate: z.number(),
  underweight_severe: z.number(),
  stunted_moderate: z.number(),
  stunted_severe: z.number(),
  wasted: z.number(),
  overweight: z.number(),
  obese: z.number(),
});
export type NutritionCounts = z.infer<typeof nutritionCounts>;
export const nutritionReportRow = z.object({
  /** `school`, an age group (nha_tre, mau_giao_be…) or a class. */
  kind: z.enum(['school', 'age_group', 'class']),
  key: z.string(),
  label: z.string(),
  age_group: z.string().nullable(),
  current: nutritionCounts,
  previous: nutritionCounts.nullable(),
});
export type NutritionReportRow = z.infer<typeof nutritionReportRow>;

/** POST /HealthDeclaration/create-round: measurements saved. */
export const roundSaved = z.object({ saved: z.number() });
