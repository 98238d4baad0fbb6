import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { readStatement, writeStatement } from '../db/school-statement';
import { uuidArray } from '../db/rows';
import { translate } from '@/lib/i18n/translate';
import type { InboxItem, InboxPage } from '@/lib/notification-inbox';
import type { InboxQuery, MarkReadBody } from '@/lib/schemas/notification';

/**
 * Whose inbox: a parents' app account or a staff user, always within one school. Each read and change below is one
 * statement under row-level security (`readStatement` / `writeStatement`: one round trip).
 */
export type Recipient = { tenantId: string } & ({ accountId: string } | { userId: string });

function owner(r: Recipient): SQL {
  return 'accountId' in r
    ? sql`n.tenant_id = ${r.tenantId} and n.account_id = ${r.accountId}`
    : sql`n.tenant_id = ${r.tenantId} and n.user_id = ${r.userId}`;
}

/** The statement's settings: the school, and the staff user as the actor (none for a family). */
const settingsOf = (r: Recipient) => ({ tenantId: r.tenantId, userId: 'userId' in r ? r.userId : '' });

type Raw = {
  total: number | string;
  unread: number | string;
  id: string | null;
  kind: string;
  params: Record<string, string | number> | null;
  url: string;
  student_id: string | null;
  created_at: Date | string;
  read_at: Date | string | null;
};

const iso = (d: Date | string) => new Date(d).toISOString();

/** A row's words in the caller's language, from its kind's `notificationKinds.<kind>.title|body` and its params. */
export function renderItem(locale: string, r: Omit<Raw, 'total' | 'unread'> & { id: string }): InboxItem {
  const params = r.params ?? {};
  return {
    id: r.id,
    kind: r.kind,
    title: translate(locale, `notificationKinds.${r.kind}.title`, params),
    body: translate(locale, `notificationKinds.${r.kind}.body`, params),
    url: r.url,
    student_id: r.student_id,
    created_at: iso(r.created_at),
    read_at: r.read_at ? iso(r.read_at) : null,
  };
}

/** One page of the inbox, newest first, with its total and unread count: one statement. */
export async function inboxPage(who: Recipient, locale: string, q: InboxQuery): Promise<InboxPage> {
  const limit = q.page_size;
  const offset = (q.page - 1) * q.page_size;
  const rows = await readStatement<Raw>(
    settingsOf(who),
    sql`with counts as (
          select count(*) as total, count(*) filter (where n.read_at is null) as unread from notifications n where ${owner(who)}
        )
        select c.total, c.unread, p.id, p.kind, p.params, p.url, p.student_id, p.created_at, p.read_at
        from counts c
        left join lateral (
          select n.id, n.kind, n.params, n.url, n.student_id, n.created_at, n.read_at from notifications n
          where ${owner(who)} order by n.created_at desc, n.id desc limit ${limit} offset ${offset}
        ) p on true`,
  );
  const head = rows[0];
  return {
    data: rows.filter((r): r is Raw & { id: string } => r.id !== null).map((r) => renderItem(locale, r)),
    total: Number(head?.total ?? 0),
    unread: Number(head?.unread ?? 0),
  };
}

/** How many of the inbox's rows are unread. */
export async function unreadOf(who: Recipient): Promise<number> {
  const [row] = await readStatement<{ unread: number | string }>(
    settingsOf(who),
    sql`select count(*) as unread from notifications n where ${owner(who)} and n.read_at is null`,
  );
  return Number(row?.unread ?? 0);
}

/**
 * Marks the named rows (only the recipient's own: another's id changes nothing) or all of them read, and answers the
 * unread count after it — one statement (the count is read from the snapshot before the change, less what it marked).
 */
export async function markRead(who: Recipient, body: MarkReadBody): Promise<{ unread: number }> {
  const which = body.all ? sql`` : sql`and n.id = any(${uuidArray(body.ids ?? [])})`;
  const [row] = await writeStatement<{ unread: number | string }>(
    settingsOf(who),
    sql`with marked as (
          update notifications n set read_at = now() where ${owner(who)} and n.read_at is null ${which} returning n.id
        )
        select (select count(*) from notifications n where ${owner(who)} and n.read_at is null)
             - (select count(*) from marked) as unread`,
  );
  return { unread: Number(row?.unread ?? 0) };
}
