import 'server-only';
import type { RequestContext } from '../http/context';
import { allPages, sheetOf, type SheetColumn } from '../files/list-export';
import { listMessages } from './list-messages';
import { translate } from '@/lib/i18n/translate';
import type { MessageListQuery, MessageRow } from '@/lib/schemas/message';

/** The label of a stored value, or the value itself when there is none (a category the school added). */
function label(locale: string, key: string, value: string) {
  const text = translate(locale, key);
  return text === key ? value : text;
}

/** GET /MessageRequest/export: the parents' messages the screen lists (filters, search, sort, scope) as .xlsx. */
export async function exportMessages(ctx: RequestContext, q: MessageListQuery) {
  const { data } = await listMessages(ctx, allPages(q));
  const t = (key: string) => translate(ctx.locale, `message.${key}`);
  const columns: SheetColumn<MessageRow>[] = [
    { key: 'student_code', width: 14, kind: 'text', value: (r) => r.student_code },
    { key: 'student_name', width: 28, value: (r) => r.student_name },
    { key: 'class_name', width: 16, value: (r) => r.class_name },
    { key: 'recipient', width: 16, value: (r) => t(`recipients.${r.recipient}`) },
    { key: 'category', width: 14, value: (r) => label(ctx.locale, `message.categories.${r.category}`, r.category) },
    { key: 'content', width: 60, value: (r) => r.content },
    { key: 'status', width: 12, value: (r) => t(`statuses.${r.status}`) },
    { key: 'created_by', width: 24, value: (r) => r.created_by_name },
    { key: 'created_at', width: 18, kind: 'moment', value: (r) => r.created_at },
    { key: 'read_by', width: 24, value: (r) => r.read_by_name },
    { key: 'read_at', width: 18, kind: 'moment', value: (r) => r.read_at },
    { key: 'reply_count', width: 10, value: (r) => r.reply_count },
  ];
  return sheetOf(ctx.locale, 'messages', columns, data);
}
