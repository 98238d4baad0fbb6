import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { notFound } from '../http/errors';
import { familyChild } from '../absence/family';
import { notifyMessageReceived } from '../message/notify-message';
import { booksOf } from './books-of';
import type { AppBookQuery, BookDay, ReplyInput } from '@/lib/schemas/contact-book';
import { translate } from '@/lib/i18n/translate';
import { dayText } from '@/lib/school-time';

/** GET /api/app/contact-book: one of the family's children's sent books, a day or a range (another family's: 404). */
export function getAppBooks(ctx: ParentContext, q: AppBookQuery): Promise<BookDay[]> {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    await familyChild(tx, ctx, q.student_id);
    const from = q.date ?? q.from!;
    const to = q.date ?? q.to!;
    return booksOf(tx, ctx.tenantId, q.student_id, from, to, ctx.locale);
  });
}

/**
 * POST /api/app/contact-book/reply: the family's short note on a sent day's book reaches the class's teachers as a
 * message to the teacher in the messages' thread: the first note of that day's book opens a message (its text
 * names the book's day), a later one is an answer in the same thread and makes it wait for staff again. The
 * staff who answer messages are notified (`message_received`). A day not sent, or another family's child: 404.
 */
export async function replyAppBook(ctx: ParentContext, input: ReplyInput) {
  const id = await schoolTransactionById(ctx.tenantId, async (tx) => {
    const child = await familyChild(tx, ctx, input.student_id, true);
    const t = ctx.tenantId;
    const [entry] = await rowsOf<{ id: string; class_id: string; message_id: string | null }>(
      tx,
      sql`select e.id, e.class_id, m.id as message_id
        from contact_book_entries e
        join contact_book_days d on d.tenant_id = e.tenant_id and d.class_id = e.class_id and d.day = e.day
        left join message_requests m on m.tenant_id = e.tenant_id and m.id = e.reply_message_id and m.status <> 'cancelled'
        where e.tenant_id = ${t} and e.student_id = ${child.id} and e.day = ${input.date} and d.sent_at is not null
        for update of e`,
    );
    if (!entry) throw notFound();
    let messageId = entry.message_id;
    if (messageId) {
      await tx.execute(
        sql`insert into message_replies (tenant_id, message_id, author_account, content)
          values (${t}, ${messageId}, ${ctx.accountId}, ${input.content})`,
      );
      await tx.execute(sql`update message_requests set updated_at = ${new Date()} where tenant_id = ${t} and id = ${messageId}`);
    } else {
      const content = `${translate('vi', 'contactBook.replyPrefix', { date: dayText(input.date) })} ${input.content}`;
      const [row] = await rowsOf<{ id: string }>(
        tx,
        sql`insert into message_requests (tenant_id, student_id, class_id, recipient, category, content, created_by_account)
          values (${t}, ${child.id}, ${entry.class_id}, 'teacher', 'other', ${content}, ${ctx.accountId}) returning id`,
      );
      messageId = row.id;
      await tx.execute(sql`update contact_book_entries set reply_message_id = ${messageId} where tenant_id = ${t} and id = ${entry.id}`);
    }
    await notifyMessageReceived(tx, t, messageId);
    return messageId;
  });
  return { id, message: 'contactBook.replied' };
}
