import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { AppError, notFound, unprocessable } from '../http/errors';
import { emitNotification } from '../notification/emit';
import { bookSettings, changesOf, rowOf, usualBook, type StoredBook } from './book-values';
import { saveUnsent } from './save-unsent';
import { dayText } from '@/lib/school-time';
import type { ContactBookSettings } from '@/lib/contact-book-values';
import type { ClassDayRow, SaveEntryInput } from '@/lib/schemas/contact-book';

type Current = StoredBook & {
  student_id: string;
  student_name: string;
  current_class: string | null;
  day_class: string | null;
  status: string | null;
  book: Partial<ContactBookSettings> | null;
  sent_at: string | null;
  entry_id: string | null;
  version: number | null;
  stamps: Record<string, number> | null;
  edited_at: string | null;
};

/** The child, their roll call mark of the day, the class's day and the child's book, in one statement. */
async function readCurrent(tx: Tx, ctx: RequestContext, studentId: string, day: string): Promise<Current | undefined> {
  const t = ctx.tenantId;
  const [row] = await rowsOf<Current>(
    tx,
    sql`select s.id as student_id, s.full_name as student_name, s.class_id as current_class, a.class_id as day_class,
        a.status, t.config -> 'contactBook' as book, d.sent_at, e.id as entry_id, e.version, e.stamps, e.meals, e.fields,
        e.edited_at
      from students s
      join tenants t on t.id = s.tenant_id
      left join attendance_records a on a.tenant_id = s.tenant_id and a.student_id = s.id and a.day = ${day}
      left join contact_book_days d on d.tenant_id = s.tenant_id and d.class_id = a.class_id and d.day = ${day}
      left join contact_book_entries e on e.tenant_id = s.tenant_id and e.student_id = s.id and e.day = ${day}
      where s.tenant_id = ${t} and s.id = ${studentId}`,
  );
  return row;
}

/**
 * POST /ContactBook/save: one child's changes on a day, merged key by key into the child's book (a meal, the nap,
 * toilet times, mood, the child's activity line, the comment), so two teachers changing different things both keep
 * theirs. A key changed by someone else after the `version` the teacher saw is refused with 409
 * `errors.contact_book_changed` and the child's current row (`row`): the second teacher is told, nothing is
 * overwritten unseen. The child must be marked present in one of the caller's classes that day (a teacher reaching
 * another class's child, or another school's, gets 404; a child absent or not marked gets 422). A change after the
 * class's day was sent marks the book edited (`edited_at`); the first such correction of the child's day tells the
 * child's parents (`contact_book_edited`, in the save's transaction) — later ones do not, so a teacher fixing three
 * things sends one notice, not three.
 */
export async function saveEntry(ctx: RequestContext, input: SaveEntryInput): Promise<{ id: string; message: string; data: ClassDayRow }> {
  const saved = await saveUnsent(ctx, input);
  if (saved) return { id: saved.student_id, message: 'contactBook.saved', data: saved };
  return schoolTransaction(ctx, async (tx) => {
    for (let attempt = 0; ; attempt++) {
      const c = await readCurrent(tx, ctx, input.student_id, input.date);
      if (!c) throw notFound();
      const classId = c.day_class ?? c.current_class;
      if (ctx.scope === 'class' && (!classId || !ctx.classIds.includes(classId))) throw notFound();
      if (c.status !== 'present' || !c.day_class) throw unprocessable('errors.contact_book_not_present');
      const s = bookSettings({ contactBook: c.book ?? undefined });
      if (input.nap && input.nap.to <= input.nap.from) throw unprocessable('errors.contact_book_nap_order');
      const { meals, fields, keys } = changesOf(input);
      if (Object.keys(meals).some((code) => !s.meals.some((x) => x.code === code))) throw unprocessable('errors.contact_book_meal');
      const stamps = c.stamps ?? {};
      if (keys.some((k) => (stamps[k] ?? 0) > input.version)) {
        const current = rowOf(s, c, { meals: c.meals, fields: c.fields, version: c.version ?? 0, edited_at: c.edited_at }, ctx.locale);
        throw new AppError(409, 'errors.contact_book_changed', undefined, undefined, { row: current });
      }
      const now = new Date();
      const edited = c.sent_at ? now : null;
      const nextVersion = (c.version ?? 0) + 1;
      const newStamps = Object.fromEntries(keys.map((k) => [k, nextVersion]));
      const [written] = c.entry_id
        ? await rowsOf<StoredBook & { version: number; edited_at: string | null }>(
            tx,
            sql`update contact_book_entries set meals = meals || ${JSON.stringify(meals)}::jsonb,
                fields = fields || ${JSON.stringify(fields)}::jsonb, stamps = stamps || ${JSON.stringify(newStamps)}::jsonb,
                version = version + 1, edited_at = coalesce(${edited}::timestamptz, edited_at),
                updated_by = ${ctx.userId}, updated_at = ${now}
              where tenant_id = ${ctx.tenantId} and id = ${c.entry_id} and version = ${c.version}
              returning meals, fields, version, edited_at`,
          )
        : await rowsOf<StoredBook & { version: number; edited_at: string | null }>(
            tx,
            sql`insert into contact_book_entries (tenant_id, student_id, day, class_id, meals, fields, stamps, version, edited_at, updated_by, updated_at)
              values (${ctx.tenantId}, ${c.student_id}, ${input.date}, ${c.day_class},
                ${JSON.stringify({ ...usualBook(s).meals, ...meals })}::jsonb, ${JSON.stringify({ ...usualBook(s).fields, ...fields })}::jsonb,
                ${JSON.stringify(newStamps)}::jsonb, 1, ${edited}::timestamptz, ${ctx.userId}, ${now})
              on conflict (tenant_id, student_id, day) do nothing
              returning meals, fields, version, edited_at`,
          );
      // Another save of the same child landed between the read and the write: read again and check again.
      if (!written) {
        if (attempt >= 4) throw new AppError(409, 'errors.contact_book_busy');
        continue;
      }
      // The row's version was checked by the write: only one save can be the first correction.
      if (c.sent_at && !c.edited_at) {
        await emitNotification(tx, ctx.tenantId, {
          kind: 'contact_book_edited',
          audience: { type: 'students', studentIds: [c.student_id] },
          params: { child: c.student_name, date: dayText(input.date) },
          url: `/parent/contact-book?date=${input.date}`,
          tag: `contact-book-edited:${c.student_id}:${input.date}`,
          studentId: c.student_id,
        });
      }
      return { id: c.student_id, message: 'contactBook.saved', data: rowOf(s, c, written, ctx.locale) };
    }
  });
}
