import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import type { RequestContext } from '../http/context';
import { registerCounter } from '../menu/counters';
import { MESSAGE_FROM, messageScope } from './message-rows';

/** Unread messages the caller may read (a teacher: those to the teacher in their classes). */
export async function countUnreadMessages(tx: Tx, ctx: RequestContext): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(tx, unreadMessages(ctx));
  return Number(row?.n ?? 0);
}

/** The query counting them (`n`). */
function unreadMessages(ctx: RequestContext) {
  return sql`select count(*) as n from ${MESSAGE_FROM} where a.tenant_id = ${ctx.tenantId} and a.status = 'unread' and ${messageScope(ctx)}`;
}

// The `message-request` menu badge: unread messages in the caller's reach (the menu caps it at 99+).
registerCounter('message-request', unreadMessages);
