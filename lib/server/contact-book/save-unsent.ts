import 'server-only';
import { sql } from 'drizzle-orm';
import { uuidArray } from '../db/rows';
import { writeStatement } from '../db/school-statement';
import type { RequestContext } from '../http/context';
import { bookSettings, changesOf, rowOf, type StoredBook } from './book-values';
import { DEFAULT_CONTACT_BOOK_SETTINGS, type ContactBookSettings } from '@/lib/contact-book-values';
import type { ClassDayRow, SaveEntryInput } from '@/lib/schemas/contact-book';

type Written = StoredBook & {
  version: number;
  edited_at: string | null;
  student_name: string;
  book: Partial<ContactBookSettings> | null;
};

const DEFAULT_MEAL_CODES = `{${DEFAULT_CONTACT_BOOK_SETTINGS.meals.map((m) => m.code).join(',')}}`;

/**
 * The usual save, in one statement: a change to a child's book that exists, on a day the class has not sent yet, by
 * a teacher of the child's class that day, touching no key someone else changed after the version the teacher saw,
 * with meals the school has. That is nearly every tap on the class screen at the end of the day, and one statement
 * is one round trip (one protocol call on the embedded database, where a transaction of five statements cost five).
 * Anything else — the child's first change of the day (the book is written then), a correction after sending, a
 * refusal to explain (404, 422, 409 with the current row) — answers `null` and `saveEntry` takes the full path, which
 * checks and explains each case.
 */
export async function saveUnsent(ctx: RequestContext, input: SaveEntryInput): Promise<ClassDayRow | null> {
  // What the full path refuses with an explanation, and codes that would not survive an array literal, go there.
  if (input.nap && input.nap.to <= input.nap.from) return null;
  if (input.meals?.some((m) => !/^[\w-]+$/.test(m.meal))) return null;
  const t = ctx.tenantId;
  const { meals, fields, keys: changed } = changesOf(input);
  const mealCodes = `{${Object.keys(meals).join(',')}}`;
  const keys = `{${changed.join(',')}}`;
  const scope = ctx.scope === 'class' ? sql`and a.class_id = any(${uuidArray(ctx.classIds)})` : sql``;
  const [row] = await writeStatement<Written>(
    ctx,
    sql`update contact_book_entries e set meals = e.meals || ${JSON.stringify(meals)}::jsonb,
        fields = e.fields || ${JSON.stringify(fields)}::jsonb,
        stamps = e.stamps || (select jsonb_object_agg(k, e.version + 1) from unnest(${keys}::text[]) k),
        version = e.version + 1, updated_by = ${ctx.userId}, updated_at = ${new Date()}
      from attendance_records a
      where e.tenant_id = ${t} and e.student_id = ${input.student_id} and e.day = ${input.date}
        and a.tenant_id = ${t} and a.student_id = ${input.student_id} and a.day = ${input.date} and a.status = 'present'
        ${scope}
        and not exists (select 1 from contact_book_days d
          where d.tenant_id = ${t} and d.class_id = a.class_id and d.day = ${input.date} and d.sent_at is not null)
        and not exists (select 1 from jsonb_each_text(e.stamps) x
          where x.key = any(${keys}::text[]) and x.value::int > ${input.version})
        and ${mealCodes}::text[] <@ coalesce((select array_agg(m ->> 'code') from tenants tt,
          jsonb_array_elements(tt.config -> 'contactBook' -> 'meals') m where tt.id = ${t}), ${DEFAULT_MEAL_CODES}::text[])
      returning e.meals, e.fields, e.version, e.edited_at,
        (select s.full_name from students s where s.tenant_id = ${t} and s.id = ${input.student_id}) as student_name,
        (select tt.config -> 'contactBook' from tenants tt where tt.id = ${t}) as book`,
  );
  if (!row) return null;
  return rowOf(bookSettings({ contactBook: row.book ?? undefined }), { student_id: input.student_id, student_name: row.student_name }, row, ctx.locale);
}
