import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { forbidden, notFound, unprocessable } from '../http/errors';
import { bookSettings } from './book-values';
import type { ContactBookSettings, MealSetting } from '@/lib/contact-book-values';
import type { ContactBookSettingsInput, ContactBookSettingsView } from '@/lib/schemas/contact-book';

export const settingsView = (s: ContactBookSettings): ContactBookSettingsView => ({
  meals: s.meals.map(({ code, vi, en }) => ({ code, vi, en })),
  portion: s.portion,
  mood: s.mood,
  nap_from: s.napFrom,
  nap_to: s.napTo,
});

/** GET /ContactBook/get-settings: the school's meals and usual values (the defaults for what it has not set). */
export function getContactBookSettings(ctx: RequestContext): Promise<ContactBookSettingsView> {
  return schoolTransaction(ctx, async (tx) => {
    const [row] = await rowsOf<{ book: Partial<ContactBookSettings> | null }>(
      tx,
      sql`select config -> 'contactBook' as book from tenants where id = ${ctx.tenantId}`,
    );
    return settingsView(bookSettings({ contactBook: row?.book ?? undefined }));
  });
}

/** A new meal's code from its English name (`Morning snack` → `morning_snack`), not one of `taken`. */
export function newMealCode(name: string, taken: Set<string>): string {
  const base =
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[đĐ]/g, 'd')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^[^a-z]+|_+$/g, '')
      .slice(0, 30) || 'meal';
  let code = base;
  for (let n = 2; taken.has(code); n++) code = `${base}_${n}`;
  return code;
}

/**
 * PUT /ContactBook/update-settings: the school's meals and the usual values every book starts from, as the school's
 * staff set them (a teacher, whose scope is their classes, cannot change the school's rules: 403). A meal keeps its
 * code for good: a rename changes only its names, a new meal is given a code from its English name, and a meal some
 * child's book or some week's menu already names cannot be removed (422 `errors.contact_book_meal_in_use`, the meal
 * named) — rename it instead. Books already sent keep the values they were sent with. Audited (the tenants table).
 */
export async function updateContactBookSettings(ctx: RequestContext, input: ContactBookSettingsInput) {
  if (ctx.scope === 'class') throw forbidden();
  const t = ctx.tenantId;
  await schoolTransaction(ctx, async (tx) => {
    const [row] = await rowsOf<{ book: Partial<ContactBookSettings> | null }>(
      tx,
      sql`select config -> 'contactBook' as book from tenants where id = ${t} for update`,
    );
    if (!row) throw notFound();
    const current = bookSettings({ contactBook: row.book ?? undefined });
    const known = new Set(current.meals.map((m) => m.code));
    // A code the school never had is not a rename: refused rather than silently made a new meal.
    const unknown = input.meals.find((m) => m.code && !known.has(m.code));
    if (unknown) throw unprocessable('errors.contact_book_meal');
    const taken = new Set(known);
    const meals: MealSetting[] = input.meals.map((m) => {
      const code = m.code ?? newMealCode(m.en, taken);
      taken.add(code);
      return { code, vi: m.vi, en: m.en };
    });
    const removed = current.meals.filter((m) => !meals.some((x) => x.code === m.code));
    if (removed.length) {
      const used = await rowsOf<{ code: string }>(
        tx,
        sql`select m.code from unnest(${`{${removed.map((m) => m.code).join(',')}}`}::text[]) as m(code)
          where exists (select 1 from contact_book_entries e where e.tenant_id = ${t} and e.meals ? m.code)
             or exists (select 1 from meal_menu_items i where i.tenant_id = ${t} and i.meal = m.code)
          limit 1`,
      );
      const meal = removed.find((m) => m.code === used[0]?.code);
      if (meal) throw unprocessable('errors.contact_book_meal_in_use', { meal: ctx.locale === 'en' ? meal.en : meal.vi });
    }
    const value: ContactBookSettings = { meals, portion: input.portion, mood: input.mood, napFrom: input.nap_from, napTo: input.nap_to };
    await tx.execute(
      sql`update tenants set config = config || jsonb_build_object('contactBook', ${JSON.stringify(value)}::jsonb),
          updated_at = ${new Date()} where id = ${t}`,
    );
  });
  return { message: 'contactBook.settingsSaved' };
}
