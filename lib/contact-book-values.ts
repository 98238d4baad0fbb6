// The contact book's fixed values (issue 38). Zod-free: the class screen's first load reads them.

/** How much of a meal the child ate. */
export const PORTIONS = ['all', 'most', 'half', 'little', 'none'] as const;
export type Portion = (typeof PORTIONS)[number];

/** The child's mood, from a small fixed set. */
export const MOODS = ['happy', 'calm', 'tired', 'upset', 'unwell'] as const;
export type Mood = (typeof MOODS)[number];

/**
 * A meal of the school's day, named in both languages. The contact book and the week's menus share the school's
 * meals; the code is what books and menus store, kept for good once used (a rename changes only the names).
 */
export type MealSetting = { code: string; vi: string; en: string };

/** A meal's code: lower-case letters, digits and `_`. */
export const MEAL_CODE = /^[a-z][a-z0-9_]{0,39}$/;

/** A meal's name in the language (Vietnamese unless English). */
export const mealName = (m: MealSetting, locale: string) => (locale === 'en' ? m.en : m.vi);

/**
 * The school's contact book settings (`tenants.config.contactBook`): its meals and the usual values every child's
 * book starts from (a teacher changes only what differs).
 */
export type ContactBookSettings = {
  meals: MealSetting[];
  portion: Portion;
  mood: Mood;
  napFrom: string;
  napTo: string;
};

export const DEFAULT_CONTACT_BOOK_SETTINGS: ContactBookSettings = {
  meals: [
    { code: 'breakfast', vi: 'Bữa sáng', en: 'Breakfast' },
    { code: 'lunch', vi: 'Bữa trưa', en: 'Lunch' },
    { code: 'snack', vi: 'Bữa phụ chiều', en: 'Afternoon snack' },
  ],
  portion: 'all',
  mood: 'happy',
  napFrom: '12:00',
  napTo: '14:00',
};

/** The settings a school stored, with the defaults for what it has not set. */
export function contactBookSettingsOf(stored: Partial<ContactBookSettings> | null | undefined): ContactBookSettings {
  const s = { ...DEFAULT_CONTACT_BOOK_SETTINGS, ...(stored ?? {}) };
  return s.meals.length ? s : { ...s, meals: DEFAULT_CONTACT_BOOK_SETTINGS.meals };
}

/** The keys a change is merged and checked by: each meal (`meal:<code>`) and each other field. */
export const FIELD_KEYS = ['nap', 'toilet', 'mood', 'activities', 'comment'] as const;
export type FieldKey = (typeof FIELD_KEYS)[number];
