import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { conflict, notFound, unprocessable } from '../http/errors';
import { assertClassInScope } from '../class/scope';
import { emitNotification } from '../notification/emit';
import { bookSettings, usualBook } from './book-values';
import type { ContactBookSettings } from '@/lib/contact-book-values';
import type { SendInput } from '@/lib/schemas/contact-book';
import { dayText } from '@/lib/school-time';

/**
 * POST /ContactBook/send: the class's books of the day go to the parents. Every child marked present gets their
 * whole book written (the school's usual values under the teacher's changes), the day is stamped sent, and the
 * children's parents are notified (`contact_book_sent`), all in one transaction. A day sent already is 409; a
 * day with nobody present 422. A correction after this is a save, marked edited.
 */
export async function sendDay(ctx: RequestContext, input: SendInput) {
  assertClassInScope(ctx, input.class_id);
  const t = ctx.tenantId;
  const sent = await schoolTransaction(ctx, async (tx) => {
    const [cls] = await rowsOf<{ name: string; book: Partial<ContactBookSettings> | null }>(
      tx,
      sql`select c.name, t.config -> 'contactBook' as book from classes c join tenants t on t.id = c.tenant_id
        where c.tenant_id = ${t} and c.id = ${input.class_id} for update of c`,
    );
    if (!cls) throw notFound();
    const [day] = await rowsOf<{ sent_at: string | null }>(
      tx,
      sql`select sent_at from contact_book_days where tenant_id = ${t} and class_id = ${input.class_id} and day = ${input.date}`,
    );
    if (day?.sent_at) throw conflict('errors.contact_book_already_sent');
    const present = await rowsOf<{ student_id: string }>(
      tx,
      sql`select student_id from attendance_records
        where tenant_id = ${t} and class_id = ${input.class_id} and day = ${input.date} and status = 'present'`,
    );
    if (!present.length) throw unprocessable('errors.contact_book_nobody_present');
    const now = new Date();
    const usual = usualBook(bookSettings({ contactBook: cls.book ?? undefined }));
    const meals = JSON.stringify(usual.meals);
    const fields = JSON.stringify(usual.fields);
    await tx.execute(
      sql`insert into contact_book_days (tenant_id, class_id, day, sent_at, sent_by, updated_by, updated_at)
        values (${t}, ${input.class_id}, ${input.date}, ${now}, ${ctx.userId}, ${ctx.userId}, ${now})
        on conflict (tenant_id, class_id, day) do update set sent_at = excluded.sent_at, sent_by = excluded.sent_by,
          updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    );
    await tx.execute(
      sql`update contact_book_entries set meals = ${meals}::jsonb || meals, fields = ${fields}::jsonb || fields
        where tenant_id = ${t} and class_id = ${input.class_id} and day = ${input.date}`,
    );
    await tx.execute(
      sql`insert into contact_book_entries (tenant_id, student_id, day, class_id, meals, fields, updated_by, updated_at)
        values ${sql.join(
          present.map((p) => sql`(${t}, ${p.student_id}, ${input.date}, ${input.class_id}, ${meals}::jsonb, ${fields}::jsonb, ${ctx.userId}, ${now})`),
          sql`, `,
        )}
        on conflict (tenant_id, student_id, day) do nothing`,
    );
    await emitNotification(tx, t, {
      kind: 'contact_book_sent',
      audience: { type: 'students', studentIds: present.map((p) => p.student_id) },
      params: { class: cls.name, date: dayText(input.date) },
      url: `/parent/contact-book?date=${input.date}`,
      tag: `contact-book:${input.class_id}:${input.date}`,
    });
    return { sentAt: now, children: present.length };
  });
  return { id: input.class_id, message: 'contactBook.sent', data: { sent_at: sent.sentAt.toISOString(), children: sent.children } };
}
