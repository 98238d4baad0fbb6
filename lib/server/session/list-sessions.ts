import 'server-only';
import { and, asc, count, desc, eq, gt, or, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { sessions } from '../db/schema';
import type { UserContext } from '../http/context';
import { describeUserAgent } from './device';
import { formatDateTime } from '@/lib/format';
import type { SessionListQuery, SessionRow } from '@/lib/schemas/session';

/** GET /session/get-list: the caller's own sessions. */
export async function listSessions(ctx: UserContext, q: SessionListQuery) {
  const database = await db();
  const live = and(eq(sessions.active, true), gt(sessions.expiresAt, sql`now()`));
  const where = and(
    eq(sessions.userId, ctx.userId),
    q.active_status === 'active' ? live : q.active_status === 'inactive' ? or(eq(sessions.active, false), sql`${sessions.expiresAt} <= now()`) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    database
      .select()
      .from(sessions)
      .where(where)
      .orderBy(q.order_by === 'newest_top' ? desc(sessions.createdAt) : asc(sessions.createdAt))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size),
    database.select({ total: count() }).from(sessions).where(where),
  ]);
  const data: SessionRow[] = rows.map((s) => ({
    session_id: s.id,
    user_agent: describeUserAgent(s.userAgent),
    ip: s.ip,
    created_at: s.createdAt.toISOString(),
    last_seen_at: s.lastSeenAt.toISOString(),
    token_expired_at: s.expiresAt.toISOString(),
    token_expired_at_text: formatDateTime(s.expiresAt),
    active: s.active && s.expiresAt.getTime() > Date.now(),
    is_current: s.id === ctx.sessionId,
  }));
  return { data, total: Number(total) };
}
