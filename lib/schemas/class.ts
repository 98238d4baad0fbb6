import { z } from 'zod';
import type { AgeGroup } from '@/lib/server/db/schema/school';
import { parseDay } from '@/lib/day';
import { dayOutOfBounds, SCHOOL_YEAR, type DayBounds } from '@/lib/day-bounds';
import { listQuery } from './list';
import { AGE_GROUPS, CLASS_STATUSES } from '@/lib/class-values';

export type { AgeGroup };

// School years and classes (menu `class`). Messages are translation keys; forms and endpoints share these schemas.
export { AGE_GROUPS, CLASS_STATUSES, type ClassStatus } from '@/lib/class-values';
export const CAPACITY_MIN = 1;
export const CAPACITY_MAX = 100;

/** The age group a class moves up to next year; null for the last year of kindergarten (mẫu giáo lớn). */
export function nextAgeGroup(group: AgeGroup): AgeGroup | null {
  const i = AGE_GROUPS.indexOf(group);
  return i >= 0 && i < AGE_GROUPS.length - 1 ? AGE_GROUPS[i + 1] : null;
}

export { dayText, parseDay } from '@/lib/day';

/**
 * A required day field: dd/MM/yyyy or yyyy-MM-dd in, yyyy-MM-dd out; with `bounds` (lib/day-bounds.ts: PAST_FACT,
 * PLANNED, BIRTH…), a day outside them is an error of the field. A request body's day names a range; a query's
 * filter may leave it out.
 */
export const dayField = (bounds?: DayBounds) =>
  z
    .string({ error: 'errors.required' })
    .trim()
    .min(1, 'errors.required')
    .transform((value, ctx) => {
      const iso = parseDay(value);
      const outside = iso && bounds ? dayOutOfBounds(iso, bounds) : null;
      if (!iso || outside) {
        ctx.addIssue({ code: 'custom', message: outside ?? 'errors.invalid_date' });
        return z.NEVER;
      }
      return iso;
    });

export const schoolYearSchema = z
  .object({
    name: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(50, 'errors.validation'),
    start_date: dayField(SCHOOL_YEAR),
    end_date: dayField(SCHOOL_YEAR),
    is_current: z.boolean().default(false),
  })
  .refine((v) => v.end_date > v.start_date, { path: ['end_date'], message: 'errors.end_before_start' });
export type SchoolYearFormInput = z.input<typeof schoolYearSchema>;
export type SchoolYearInput = z.output<typeof schoolYearSchema>;

export const schoolYearListQuery = listQuery;

export const classSchema = z.object({
  name: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(100, 'errors.validation'),
  age_group: z.enum(AGE_GROUPS, 'errors.required'),
  school_year_id: z.uuid('errors.required'),
  teacher_ids: z.array(z.uuid('errors.not_found')).max(10, 'errors.validation').default([]),
  capacity: z
    .number({ error: 'errors.capacity_range' })
    .int('errors.capacity_range')
    .min(CAPACITY_MIN, 'errors.capacity_range')
    .max(CAPACITY_MAX, 'errors.capacity_range'),
  status: z.enum(CLASS_STATUSES, 'errors.validation').default('active'),
});
export type ClassFormInput = z.input<typeof classSchema>;
export type ClassInput = z.output<typeof classSchema>;

export const classListQuery = listQuery.extend({
  school_year_id: z.uuid('errors.not_found').optional(),
  age_group: z.enum(AGE_GROUPS, 'errors.validation').optional(),
  status: z.enum(CLASS_STATUSES, 'errors.validation').optional(),
});
export type ClassListQuery = z.infer<typeof classListQuery>;

export const copyClassesSchema = z
  .object({
    from_school_year_id: z.uuid('errors.required'),
    to_school_year_id: z.uuid('errors.required'),
  })
  .refine((v) => v.from_school_year_id !== v.to_school_year_id, {
    path: ['to_school_year_id'],
    message: 'errors.same_school_year',
  });
export type CopyClassesInput = z.infer<typeof copyClassesSchema>;

export const schoolYearRow = z.object({
  id: z.string(),
  name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  is_current: z.boolean(),
  class_count: z.number(),
});
export type SchoolYearRow = z.infer<typeof schoolYearRow>;

export const classRow = z.object({
  id: z.string(),
  name: z.string(),
  age_group: z.enum(AGE_GROUPS),
  school_year_id: z.string(),
  school_year_name: z.string(),
  capacity: z.number(),
  status: z.enum(CLASS_STATUSES),
  teachers: z.array(z.object({
    id: z.string(),
    full_name: z.string(),
  })),
  created_at: z.string(),
});
export type ClassRow = z.infer<typeof classRow>;

export const teacherOption = z.object({
  value: z.string(),
  name: z.string(),
  username: z.string(),
});
export type TeacherOption = z.infer<typeof teacherOption>;
