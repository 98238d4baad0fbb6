import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf, uuidArray } from '../db/rows';
import type { RequestContext } from '../http/context';
import { classScopeSql } from '../class/scope';
import type { MessageReply, MessageRow } from '@/lib/schemas/message';

/** The tables every message query reads: the message `a`, its child `s`. */
export const MESSAGE_FROM = sql`message_requests a join students s on s.tenant_id = a.tenant_id and s.id = a.student_id`;

/**
 * The messages a caller may reach: the whole school's, or for a teacher only those addressed to the teacher in one
 * of their classes (the message's class or the child's class now). A message to the school is not the teacher's.
 */
export function messageScope(ctx: RequestContext): SQL {
  if (ctx.scope !== 'class') return sql`true`;
  return sql`(a.recipient = 'teacher' and (${classScopeSql(ctx, sql`a.class_id`)} or ${classScopeSql(ctx, sql`s.class_id`)}))`;
}

type Raw = Omit<MessageRow, 'replies' | 'created_at' | 'read_at' | 'reply_count'> & {
  created_at: Date | string;
  read_at: Date | string | null;
  reply_count: number | string;
};

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** Messages as the API answers them, with the child, class, sender, reader and (when asked) the replies. */
export async function selectMessageRows(
  tx: Tx,
  tenantId: string,
  where: SQL,
  order: SQL,
  opts: { page?: { limit: number; offset: number }; replies: boolean },
): Promise<MessageRow[]> {
  const raw = await rowsOf<Raw>(
    tx,
    sql`
    select a.id, a.student_id, s.code as student_code, s.full_name as student_name, a.class_id, c.name as class_name,
      a.recipient, a.category, a.content, a.image_path is not null as has_image, a.status, coalesce(cu.full_name, g.full_name) as created_by_name, a.created_at,
      ru.full_name as read_by_name, a.read_at,
      (select count(*) from message_replies r where r.tenant_id = a.tenant_id and r.message_id = a.id) as reply_count
    from ${MESSAGE_FROM}
    left join classes c on c.tenant_id = a.tenant_id and c.id = a.class_id
    left join users cu on cu.id = a.created_by_user
    left join app_accounts acc on acc.tenant_id = a.tenant_id and acc.id = a.created_by_account
    left join guardians g on g.tenant_id = acc.tenant_id and g.id = acc.guardian_id
    left join users ru on ru.id = a.read_by
    where a.tenant_id = ${tenantId} and ${where}
    order by ${order}
    ${opts.page ? sql`limit ${opts.page.limit} offset ${opts.page.offset}` : sql``}`,
  );
  const replies = opts.replies && raw.length ? await repliesOf(tx, tenantId, raw.map((r) => r.id)) : new Map<string, MessageReply[]>();
  return raw.map((r) => ({
    ...r,
    created_at: iso(r.created_at)!,
    read_at: iso(r.read_at),
    has_image: !!r.has_image,
    reply_count: Number(r.reply_count),
    replies: replies.get(r.id) ?? [],
  }));
}

async function repliesOf(tx: Tx, tenantId: string, ids: string[]) {
  const rows = await rowsOf<MessageReply & { message_id: string; created_at: Date | string }>(
    tx,
    sql`select r.message_id, r.id, r.content, u.full_name as author_name, r.created_at
      from message_replies r left join users u on u.id = r.author_user
      where r.tenant_id = ${tenantId} and r.message_id = any(${uuidArray(ids)})
      order by r.created_at, r.id`,
  );
  const byMessage = new Map<string, MessageReply[]>();
  for (const { message_id, ...r } of rows) {
    const list = byMessage.get(message_id) ?? [];
    list.push({ ...r, created_at: iso(r.created_at)! });
    byMessage.set(message_id, list);
  }
  return byMessage;
}
