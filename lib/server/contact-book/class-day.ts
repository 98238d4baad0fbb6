import 'server-only';
import { sql } from 'drizzle-orm';
import { readStatement } from '../db/school-statement';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { assertClassInScope } from '../class/scope';
import { bookSettings, bookValues, type StoredBook } from './book-values';
import type { ContactBookSettings } from '@/lib/contact-book-values';
import type { ClassDay, ClassDayQuery } from '@/lib/schemas/contact-book';

type Found = {
  cls: { id: string; name: string; book: Partial<ContactBookSettings> | null } | null;
  day: { activities: string | null; sent_at: string | null } | null;
  unmarked: number;
  rows: (StoredBook & { student_id: string; student_name: string; version: number; edited_at: string | null })[];
};

/**
 * GET /ContactBook/get-class-day: the class screen in one statement — the class (404 when not the school's or, for a
 * teacher, not theirs), its day (activity line, when sent), how many children the roll call has not marked yet, and
 * one row per child marked present in the class that day (absent and unmarked children left out), each the
 * school's usual values under what was changed.
 */
export async function getClassDay(ctx: RequestContext, q: ClassDayQuery): Promise<ClassDay> {
  assertClassInScope(ctx, q.class_id);
  const t = ctx.tenantId;
  const [found] = await readStatement<Found>(
    ctx,
    sql`select
      (select json_build_object('id', c.id, 'name', c.name, 'book', t.config -> 'contactBook')
         from classes c join tenants t on t.id = c.tenant_id where c.tenant_id = ${t} and c.id = ${q.class_id}) as cls,
      (select json_build_object('activities', d.activities, 'sent_at', d.sent_at)
         from contact_book_days d where d.tenant_id = ${t} and d.class_id = ${q.class_id} and d.day = ${q.date}) as day,
      (select count(*)::int from students s
         where s.tenant_id = ${t} and s.class_id = ${q.class_id} and s.status = 'studying'
           and not exists (select 1 from attendance_records a where a.tenant_id = ${t} and a.student_id = s.id and a.day = ${q.date})) as unmarked,
      (select coalesce(json_agg(r order by r.name_key collate "C", r.code), '[]'::json) from (
         select s.id as student_id, s.full_name as student_name, s.name_key, s.code, e.meals, e.fields,
           coalesce(e.version, 0) as version, e.edited_at
         from attendance_records a
         join students s on s.tenant_id = a.tenant_id and s.id = a.student_id
         left join contact_book_entries e on e.tenant_id = a.tenant_id and e.student_id = a.student_id and e.day = a.day
         where a.tenant_id = ${t} and a.class_id = ${q.class_id} and a.day = ${q.date} and a.status = 'present') r) as rows`,
  );
  if (!found?.cls) throw notFound();
  const s = bookSettings({ contactBook: found.cls.book ?? undefined });
  return {
    class_id: found.cls.id,
    class_name: found.cls.name,
    date: q.date,
    sent_at: found.day?.sent_at ? new Date(found.day.sent_at).toISOString() : null,
    activities: found.day?.activities ?? null,
    unmarked: found.unmarked,
    meals: s.meals.map((m) => ({ meal: m.code, name: ctx.locale === 'en' ? m.en : m.vi })),
    rows: found.rows.map((r) => ({
      student_id: r.student_id,
      student_name: r.student_name,
      version: r.version,
      ...bookValues(s, r, ctx.locale),
      edited_at: r.edited_at ? new Date(r.edited_at).toISOString() : null,
    })),
  };
}
