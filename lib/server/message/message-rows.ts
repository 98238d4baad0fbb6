import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { uuidArray } from '../db/rows';
import type { RequestContext } from '../http/context';
import { requestFrom, scopeOf } from '../requests/workflow';
import { messageParentAnswered } from '../requests/review-kinds';
import { rowsByRequest, selectRequestRows } from '../requests/request-rows';
import type { MessageReply, MessageRow } from '@/lib/schemas/message';

/** The tables every message query reads: the message `a`, its child `s`. */
export const MESSAGE_FROM = requestFrom('message');

/**
 * The messages a caller may reach: the whole school's, or for a teacher only those addressed to the teacher in one
 * of their classes (the message's class or the child's class now). A message to the school is not the teacher's.
 */
export const messageScope = (ctx: RequestContext): SQL => scopeOf(ctx, 'message');

const iso = (v: Date | string) => new Date(v).toISOString();

/**
 * Messages as the API answers them: the shared request row (child, class, who wrote, who read) with the message,
 * its reply count and (when asked) the replies.
 */
export async function selectMessageRows(
  tx: Tx,
  tenantId: string,
  where: SQL,
  order: SQL,
  opts: { page?: { limit: number; offset: number }; replies: boolean },
): Promise<MessageRow[]> {
  const raw = await selectRequestRows<Omit<MessageRow, 'replies' | 'reply_count'> & { reply_count: number | string }>(
    tx,
    tenantId,
    'message',
    {
      where,
      order,
      page: opts.page,
      columns: sql`, a.recipient, a.category, a.content, a.image_path is not null as has_image, a.status, a.cancelled_at,
        (select count(*) from message_replies r where r.tenant_id = ${tenantId} and r.message_id = a.id) as reply_count,
        ${messageParentAnswered(tenantId)} as awaiting_staff`,
    },
  );
  const replies =
    opts.replies && raw.length
      ? await repliesOf(
          tx,
          tenantId,
          raw.map((r) => r.id),
        )
      : new Map<string, MessageReply[]>();
  return raw.map((r) => ({
    ...r,
    has_image: !!r.has_image,
    awaiting_staff: !!r.awaiting_staff,
    reply_count: Number(r.reply_count),
    replies: replies.get(r.id) ?? [],
  }));
}

async function repliesOf(tx: Tx, tenantId: string, ids: string[]) {
  return rowsByRequest<'message_id', MessageReply & { message_id: string; created_at: Date | string }, MessageReply>(
    tx,
    'message_id',
    sql`select r.message_id, r.id, r.content, coalesce(u.full_name, g.full_name) as author_name,
        case when r.author_account is not null then 'parent' else 'staff' end as author_kind, r.created_at
      from message_replies r left join users u on u.id = r.author_user
      left join app_accounts acc on acc.tenant_id = r.tenant_id and acc.id = r.author_account
      left join guardians g on g.tenant_id = ${tenantId} and g.id = acc.guardian_id
      where r.tenant_id = ${tenantId} and r.message_id = any(${uuidArray(ids)})
      order by r.created_at, r.id`,
    (r) => ({ ...r, created_at: iso(r.created_at) }),
  );
}
