import { z } from 'zod';
import { dayField } from './class';

// Field builders and answer columns several areas share. Messages are translation keys.

/** The error of a text past its length: most forms say `errors.validation`, some `errors.too_long`. */
type TooLongKey = 'errors.validation' | 'errors.too_long';

/** A required text: trimmed, not empty, at most `max` characters (`tooLong` names the error past that). */
export const requiredText = (max: number, tooLong: TooLongKey = 'errors.validation') =>
  z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(max, tooLong);

/** An optional text: trimmed, at most `max` characters (`tooLong` names the error past that); empty or absent → null. */
export const nullableText = (max: number, tooLong: TooLongKey = 'errors.validation') =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((v) => v || null);

/** An optional day filter: empty or absent → undefined, else dd/MM/yyyy or yyyy-MM-dd → yyyy-MM-dd. */
export const optionalDayField = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(dayField().optional());

/** The child an answer's row is about, and their class (null when the child is in none). */
export const childColumns = {
  student_id: z.string(),
  student_code: z.string(),
  student_name: z.string(),
  class_id: z.string().nullable(),
  class_name: z.string().nullable(),
};
