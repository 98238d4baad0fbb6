import 'server-only';
import { contactBookSettingsOf, type ContactBookSettings } from '@/lib/contact-book-values';
import { FIELD_KEYS, type Mood, type Portion } from '@/lib/contact-book-values';
import type { TenantConfig } from '../db/schema';
import type { ClassDayRow } from '@/lib/schemas/contact-book';

/** A stored book as the database holds it: the keys changed (or, once sent, every key) of meals and fields. */
export type StoredBook = { meals: Record<string, string> | null; fields: Record<string, unknown> | null };

export type BookValues = {
  meals: { meal: string; name: string; portion: Portion }[];
  nap: { from: string; to: string } | null;
  toilet: string[];
  mood: Mood;
  activities: string | null;
  comment: string | null;
};

/** The school's contact book settings from its config. */
export const bookSettings = (config: TenantConfig | null | undefined | { contactBook?: Partial<ContactBookSettings> }) =>
  contactBookSettingsOf(config?.contactBook);

/** The usual values every child's book starts from, as stored keys (`meals` and `fields`). */
export function usualBook(s: ContactBookSettings): { meals: Record<string, string>; fields: Record<string, unknown> } {
  return {
    meals: Object.fromEntries(s.meals.map((m) => [m.code, s.portion])),
    fields: { nap: { from: s.napFrom, to: s.napTo }, toilet: [], mood: s.mood, activities: null, comment: null },
  };
}

/** A child's book: the school's usual values under the stored keys, the meals named in the language. */
export function bookValues(s: ContactBookSettings, stored: StoredBook, locale: string): BookValues {
  const usual = usualBook(s);
  const meals = { ...usual.meals, ...(stored.meals ?? {}) };
  const fields = { ...usual.fields, ...(stored.fields ?? {}) } as Record<string, unknown>;
  const named = s.meals.map((m) => ({ meal: m.code, name: locale === 'en' ? m.en : m.vi, portion: meals[m.code] as Portion }));
  return {
    meals: named,
    nap: (fields.nap as BookValues['nap']) ?? null,
    toilet: (fields.toilet as string[]) ?? [],
    mood: fields.mood as Mood,
    activities: (fields.activities as string | null) ?? null,
    comment: (fields.comment as string | null) ?? null,
  };
}

/** A save's changes as stored keys: the meals by code, the other fields given, and the keys (`meal:<code>`, field). */
export function changesOf(input: {
  meals?: { meal: string; portion: string }[];
  [field: string]: unknown;
}): { meals: Record<string, string>; fields: Record<string, unknown>; keys: string[] } {
  const meals = Object.fromEntries((input.meals ?? []).map((m) => [m.meal, m.portion]));
  const fields = Object.fromEntries(FIELD_KEYS.filter((k) => input[k] !== undefined).map((k) => [k, input[k]]));
  return { meals, fields, keys: [...Object.keys(meals).map((m) => `meal:${m}`), ...Object.keys(fields)] };
}

/** A child's row on the class screen: their book's values, its version and when it was corrected after sending. */
export function rowOf(
  s: ContactBookSettings,
  c: { student_id: string; student_name: string },
  stored: StoredBook & { version: number; edited_at: string | Date | null },
  locale: string,
): ClassDayRow {
  return {
    student_id: c.student_id,
    student_name: c.student_name,
    version: stored.version,
    ...bookValues(s, stored, locale),
    edited_at: stored.edited_at ? new Date(stored.edited_at).toISOString() : null,
  };
}
