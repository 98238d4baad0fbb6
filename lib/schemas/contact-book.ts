import { z } from 'zod';
import { PAST_FACT } from '@/lib/day-bounds';
import { MEAL_CODE, MOODS, PORTIONS } from '@/lib/contact-book-values';
import { dayField } from './class';
import { nullableText } from './fields';

export { MOODS, PORTIONS, type Mood, type Portion } from '@/lib/contact-book-values';

// The daily contact book (menu `contact-book`, issue 38). Messages are translation keys.

/** A school day of the book: a real day, never in the future. */
// A day of school life that has happened: not in the future, not before 2000 (lib/day-bounds.ts).
const pastDay = () => dayField(PAST_FACT);
const hhmm = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'errors.invalid_time');
const month = () => z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'errors.invalid_month');

export const portion = z.enum(PORTIONS, 'errors.contact_book_portion');
export const mood = z.enum(MOODS, 'errors.contact_book_mood');
/** A nap from–to (HH:mm), or null: the child did not sleep. An end before the start is refused (422). */
export const nap = z.object({ from: hhmm(), to: hhmm() }).nullable();
/** The times the child went to the toilet or had a nappy changed (HH:mm), optional. */
export const toilet = z.array(hhmm()).max(12, 'errors.validation');

export const classDayQuery = z.object({ class_id: z.uuid('errors.required'), date: pastDay() });
export type ClassDayQuery = z.output<typeof classDayQuery>;

/**
 * POST /ContactBook/save: one child's changes (only the fields that changed), on the version of the child's row the
 * teacher saw (0: none yet). A field someone else changed after that version is refused (409, the current row).
 */
export const saveEntrySchema = z
  .strictObject(
    {
      date: pastDay(),
      student_id: z.uuid('errors.required'),
      version: z.number().int().min(0),
      meals: z.array(z.strictObject({ meal: z.string().min(1).max(40), portion })).max(10).optional(),
      nap: nap.optional(),
      toilet: toilet.optional(),
      mood: mood.optional(),
      activities: nullableText(500, 'errors.too_long').optional(),
      comment: nullableText(1000, 'errors.too_long').optional(),
    },
    { error: 'errors.validation' },
  )
  .refine(
    (v) => v.meals?.length || ['nap', 'toilet', 'mood', 'activities', 'comment'].some((k) => k in v && v[k as keyof typeof v] !== undefined),
    { message: 'errors.required' },
  );
export type SaveEntryInput = z.output<typeof saveEntrySchema>;

/** POST /ContactBook/save-activities: the class's activity line of the day, written once for every child. */
export const saveActivitiesSchema = z.strictObject({
  class_id: z.uuid('errors.required'),
  date: pastDay(),
  activities: nullableText(1000, 'errors.too_long'),
});
export type SaveActivitiesInput = z.output<typeof saveActivitiesSchema>;

/** POST /ContactBook/send: the class's books of the day, to the parents. */
export const sendSchema = z.strictObject({ class_id: z.uuid('errors.required'), date: pastDay() });
export type SendInput = z.output<typeof sendSchema>;

export const studentMonthQuery = z.object({ student_id: z.uuid('errors.not_found'), month: month() });
export type StudentMonthQuery = z.output<typeof studentMonthQuery>;

const mealRow = z.object({ meal: z.string(), name: z.string(), portion });

/** One child's book on the class screen: the usual values under the teacher's changes. */
export const classDayRow = z.object({
  student_id: z.string(),
  student_name: z.string(),
  version: z.number().int(),
  meals: z.array(mealRow),
  nap: z.object({ from: z.string(), to: z.string() }).nullable(),
  toilet: z.array(z.string()),
  mood: mood,
  activities: z.string().nullable(),
  comment: z.string().nullable(),
  edited_at: z.string().nullable(),
});
export type ClassDayRow = z.infer<typeof classDayRow>;

/** GET /ContactBook/get-class-day: the class screen in one call. */
export const classDay = z.object({
  class_id: z.string(),
  class_name: z.string(),
  date: z.string(),
  sent_at: z.string().nullable(),
  activities: z.string().nullable(),
  /** Children of the class not yet marked on the roll call that day (left out until they are marked present). */
  unmarked: z.number().int(),
  meals: z.array(z.object({ meal: z.string(), name: z.string() })),
  rows: z.array(classDayRow),
});
export type ClassDay = z.infer<typeof classDay>;

/** A sent day's book as parents (and the month's print) read it. */
export const bookDay = z.object({
  date: z.string(),
  student_id: z.string(),
  class_name: z.string(),
  meals: z.array(mealRow),
  nap: z.object({ from: z.string(), to: z.string() }).nullable(),
  toilet: z.array(z.string()),
  mood: mood,
  /** The class's line, then the child's own line (each when written), one per line. */
  activities: z.string().nullable(),
  comment: z.string().nullable(),
  photos: z.array(z.string()),
  sent_at: z.string(),
  edited_at: z.string().nullable(),
});
export type BookDay = z.infer<typeof bookDay>;

/** GET /api/app/contact-book: a day (`date`) or a range (`from`/`to`, at most 62 days); the child is the family's. */
export const appBookQuery = z
  .object({
    student_id: z.uuid('errors.not_found'),
    date: dayField().optional(),
    from: dayField().optional(),
    to: dayField().optional(),
  })
  .refine((q) => (q.date ? !q.from && !q.to : q.from && q.to), { path: ['date'], message: 'errors.required' })
  .refine((q) => !q.from || !q.to || (q.from <= q.to && Date.parse(q.to) - Date.parse(q.from) <= 62 * 86400000), {
    path: ['to'],
    message: 'errors.validation',
  });
export type AppBookQuery = z.output<typeof appBookQuery>;

/** POST /api/app/contact-book/reply: a short note on a sent day's book, to the class's teachers. */
export const replySchema = z.strictObject({
  student_id: z.uuid('errors.not_found'),
  date: pastDay(),
  content: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(500, 'errors.too_long'),
});
export type ReplyInput = z.output<typeof replySchema>;

/** The class screen as the page renders it: the caller's classes, the class and day shown, and that day's book. */
export type ContactBookFirstScreen = {
  classes: { id: string; name: string }[];
  classId: string | null;
  date: string;
  day: ClassDay | null;
  /** The translation key of why the day could not be read (a future day). */
  error: string | null;
};

/** A contact book photo's stored name: the child's id and 32 random hex digits. */
export const bookPhotoParams = z.object({ file: z.string().regex(/^[0-9a-f-]{36}-[0-9a-f]{32}\.jpg$/, 'errors.not_found') });
export const photoDateQuery = z.object({ date: pastDay() });

/** A meal's code: lower-case letters, digits and `_` (kept for good once a book or a menu uses it). */
export const mealCode = () => z.string().regex(MEAL_CODE, 'errors.contact_book_meal');

/**
 * PUT /ContactBook/update-settings: the school's meals (in the day's order, named in both languages; a new meal
 * comes without a code and is given one) and the usual values every book starts from.
 */
export const contactBookSettingsSchema = z
  .strictObject(
    {
      meals: z
        .array(
          z.strictObject({
            code: mealCode().nullish().transform((v) => v || null),
            vi: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(40, 'errors.too_long'),
            en: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(40, 'errors.too_long'),
          }),
        )
        .min(1, 'errors.required')
        .max(8, 'errors.contact_book_meals_max'),
      portion,
      mood,
      nap_from: hhmm(),
      nap_to: hhmm(),
    },
    { error: 'errors.validation' },
  )
  .refine((v) => v.nap_from < v.nap_to, { path: ['nap_to'], message: 'errors.contact_book_nap_order' })
  .refine((v) => new Set(v.meals.map((m) => m.code).filter(Boolean)).size === v.meals.filter((m) => m.code).length, {
    path: ['meals'],
    message: 'errors.validation',
  });
export type ContactBookSettingsInput = z.output<typeof contactBookSettingsSchema>;

export const contactBookSettingsView = z.object({
  meals: z.array(z.object({ code: z.string(), vi: z.string(), en: z.string() })),
  portion,
  mood,
  nap_from: z.string(),
  nap_to: z.string(),
});
export type ContactBookSettingsView = z.infer<typeof contactBookSettingsView>;
