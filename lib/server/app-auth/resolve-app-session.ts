import 'server-only';
import { sql } from 'drizzle-orm';
import { db, type Db } from '../db/client';
import { sha256 } from '../crypto/token';
import { unauthorized } from '../http/errors';
import type { ParentContext } from '../http/context';
import type { Locale } from '@/lib/i18n/routing';
import { cachedSession } from '../db/session-cache';
import { touchSession } from '../auth/touch-session';

type Row = {
  session_id: string;
  active: boolean;
  expires_at: Date | string;
  last_seen_at: Date | string;
  tenant_id: string;
  account_id: string;
  guardian_id: string;
  username: string;
  status: string;
  tenant_status: string;
};

/**
 * Resolves a parents' app bearer token: from the session cache when it can (invalidated by the database's
 * notifications, as staff sessions are), otherwise one query. Only app sessions are looked at: a staff token is
 * "invalid" here, as an app token is on the staff API (it is not in `sessions`).
 */
export async function resolveAppSession(
  base: { locale: Locale; ip: string | null; userAgent: string },
  token: string | null,
): Promise<ParentContext> {
  if (!token) throw unauthorized();
  if (token.length > 200) throw unauthorized('errors.token_invalid');
  const tokenHash = sha256(token);
  const database = await db();
  const row = await cachedSession(`a:${tokenHash}`, () => load(database, tokenHash));
  if (!row) throw unauthorized('errors.token_invalid');
  if (!row.active || new Date(row.expires_at).getTime() <= Date.now()) throw unauthorized('errors.session_expired');
  if (row.status !== 'active' || row.tenant_status !== 'active') throw unauthorized('errors.user_locked');
  touchSession(database, 'app_sessions', row.session_id, new Date(row.last_seen_at).getTime());
  return {
    ...base,
    sessionId: row.session_id,
    tenantId: row.tenant_id,
    accountId: row.account_id,
    guardianId: row.guardian_id,
    username: row.username,
  };
}

async function load(database: Db, tokenHash: string) {
  const result = await database.execute<Row>(sql`
    select s.id as session_id, s.active, s.expires_at, s.last_seen_at, s.tenant_id, s.account_id,
           a.guardian_id, a.username, a.status, t.status as tenant_status
    from app_sessions s
    join app_accounts a on a.tenant_id = s.tenant_id and a.id = s.account_id
    join tenants t on t.id = s.tenant_id
    where s.token_hash = ${tokenHash}
  `);
  const row = (result as unknown as { rows: Row[] }).rows[0];
  return row ? { value: row, owner: `a:${row.account_id}` } : null;
}
