import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { bookSettings, bookValues, type StoredBook } from './book-values';
import type { ContactBookSettings } from '@/lib/contact-book-values';
import type { BookDay } from '@/lib/schemas/contact-book';

type Stored = StoredBook & {
  date: string;
  class_name: string;
  class_line: string | null;
  photos: string[];
  sent_at: string;
  edited_at: string | null;
  book: Partial<ContactBookSettings> | null;
};

/**
 * A child's sent books from `from` to `to` (yyyy-MM-dd), oldest first: what parents read and a month's print holds.
 * A day not sent yet is not there.
 */
export async function booksOf(tx: Tx, tenantId: string, studentId: string, from: string, to: string, locale: string): Promise<BookDay[]> {
  const rows = await rowsOf<Stored>(
    tx,
    sql`select to_char(e.day, 'YYYY-MM-DD') as date, c.name as class_name, d.activities as class_line, e.meals, e.fields,
        e.photos, d.sent_at, e.edited_at, t.config -> 'contactBook' as book
      from contact_book_entries e
      join contact_book_days d on d.tenant_id = e.tenant_id and d.class_id = e.class_id and d.day = e.day
      join classes c on c.tenant_id = e.tenant_id and c.id = e.class_id
      join tenants t on t.id = e.tenant_id
      where e.tenant_id = ${tenantId} and e.student_id = ${studentId} and e.day between ${from} and ${to}
        and d.sent_at is not null
      order by e.day`,
  );
  return rows.map((r) => {
    const v = bookValues(bookSettings({ contactBook: r.book ?? undefined }), r, locale);
    const activities = [r.class_line, v.activities].filter((x): x is string => !!x).join('\n') || null;
    return {
      date: r.date,
      student_id: studentId,
      class_name: r.class_name,
      ...v,
      activities,
      photos: r.photos ?? [],
      sent_at: new Date(r.sent_at).toISOString(),
      edited_at: r.edited_at ? new Date(r.edited_at).toISOString() : null,
    };
  });
}
