import 'server-only';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { db, type Db } from '../db/client';
import { sha256 } from '../crypto/token';
import { decryptTenantKey } from '../crypto/tenant-key';
import { AppError, badRequest, unauthorized } from '../http/errors';
import type { RequestContext, SessionUser, UserContext } from '../http/context';
import type { Rights, Scope } from '../db/schema';
import { hasRight, mergeRights, type Action } from '@/lib/rights';
import { allRights } from '../menu/menu-tree';
import { isUuid } from '../uuid';
import type { Locale } from '@/lib/i18n/routing';
import { cachedSession } from '../db/session-cache';
import { touchSession } from './touch-session';

type Row = {
  session_id: string;
  active: boolean;
  expires_at: Date | string;
  last_seen_at: Date | string;
  user_id: string;
  username: string;
  full_name: string;
  email: string | null;
  language_code: string;
  status: string;
  is_system_admin: boolean;
  tenant_id: string | null;
  scope: Scope | null;
  roles: { key: string; rights: Rights }[] | null;
  class_ids: string[] | null;
};

type Base = { locale: Locale; ip: string | null; userAgent: string };

/**
 * Resolves a bearer token and an encrypted tenant-key header to the caller, in one query.
 * The school comes only from the header, and only after checking the user may enter it.
 */
/**
 * The school a tenant-key header asks for: a school id, or null for "the user's default school" (0 or 1).
 * A header that does not decrypt (wrong padding, not base64) or holds no school id asks for a school nobody has —
 * a new random id each time — so it goes the same way as a well-padded unknown or foreign school: the same
 * lookup, the same 403 `errors.tenant_forbidden`, in the same time. No answer tells the padding from the school
 * (a PKCS#1 v1.5 padding oracle otherwise).
 */
export function tenantFromHeader(header: string | null): string | null {
  if (!header) return null;
  const value = decryptTenantKey(header);
  if (value === null) return crypto.randomUUID();
  if (!value || value === '0' || value === '1') return null;
  return plainTenant(value) ?? crypto.randomUUID();
}

export function plainTenant(value: string | null | undefined, strict = false): string | null {
  if (!value || value === '0' || value === '1') return null;
  if (!isUuid(value)) {
    if (strict) throw badRequest('errors.tenant_key_invalid');
    return null;
  }
  return value.toLowerCase();
}

/** A session as it resolves in one school (or none), before the request's own fields are added. */
type Resolved = {
  sessionId: string;
  active: boolean;
  expiresAt: number;
  lastSeen: number;
  status: string;
  user: SessionUser;
  tenant: null | { id: string; scope: Scope; classIds: string[]; roles: string[]; rights: Rights };
};

/**
 * Resolves a bearer token and the requested school to the caller. The school is used only after checking that
 * the user may enter it. Answered from the session cache when it can (no round trip); otherwise one query.
 */
export async function resolveSession(
  base: Base,
  token: string | null,
  requested: string | null,
  needTenant: boolean,
): Promise<RequestContext | UserContext> {
  if (!token) throw unauthorized();
  if (token.length > 200) throw unauthorized('errors.token_invalid');
  const tokenHash = sha256(token);

  const database = await db();
  const found = await cachedSession(`s:${tokenHash}:${requested ?? ''}`, () => load(database, tokenHash, requested));
  if (!found) throw unauthorized('errors.token_invalid');
  if (!found.active || found.expiresAt <= Date.now()) throw unauthorized('errors.session_expired');
  if (found.status !== 'active') throw unauthorized('errors.user_locked');
  touchSession(database, 'sessions', found.sessionId, found.lastSeen);

  const common = { ...base, sessionId: found.sessionId, tokenHash, user: found.user, userId: found.user.id };
  const tenant = found.tenant;
  if (!tenant) {
    if (requested) throw new AppError(403, 'errors.tenant_forbidden');
    if (needTenant) throw new AppError(403, 'errors.no_school');
    return { ...common, tenantId: null } satisfies UserContext;
  }
  const rights = tenant.rights;
  return {
    ...common,
    tenantId: tenant.id,
    scope: tenant.scope,
    classIds: [...tenant.classIds],
    roles: [...tenant.roles],
    rights,
    can: (menu: string, action: Action) => hasRight(rights, menu, action),
  } satisfies RequestContext;
}

async function load(database: Db, tokenHash: string, requested: string | null) {
  const result = await database.execute<Row>(sql`
    select s.id as session_id, s.active, s.expires_at, s.last_seen_at,
           u.id as user_id, u.username, u.full_name, u.email, u.language_code, u.status, u.is_system_admin,
           t.id as tenant_id, m.scope, m.roles, m.class_ids
    from sessions s
    join users u on u.id = s.user_id
    left join lateral (
      select t.id from tenants t
      where t.status = 'active'
        and (${requested}::uuid is null or t.id = ${requested}::uuid)
        and (u.is_system_admin or exists (select 1 from user_schools us where us.tenant_id = t.id and us.user_id = u.id))
      order by (select us.is_default from user_schools us where us.tenant_id = t.id and us.user_id = u.id) desc nulls last, t.created_at, t.id
      limit 1
    ) t on true
    left join lateral (
      select us.scope,
             (select coalesce(json_agg(json_build_object('key', r.key, 'rights', r.rights)), '[]'::json)
                from user_roles ur join roles r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
               where ur.tenant_id = us.tenant_id and ur.user_id = us.user_id) as roles,
             (select coalesce(array_agg(ct.class_id::text), '{}'::text[]) from class_teachers ct
               where ct.tenant_id = us.tenant_id and ct.user_id = us.user_id) as class_ids
      from user_schools us where us.tenant_id = t.id and us.user_id = u.id
    ) m on true
    where s.token_hash = ${tokenHash}
  `);
  const row = (result as unknown as { rows: Row[] }).rows[0];
  if (!row) return null;
  const roleList = row.roles ?? [];
  const value: Resolved = {
    sessionId: row.session_id,
    active: row.active,
    expiresAt: new Date(row.expires_at).getTime(),
    lastSeen: new Date(row.last_seen_at).getTime(),
    status: row.status,
    user: {
      id: row.user_id,
      username: row.username,
      fullName: row.full_name,
      email: row.email,
      languageCode: row.language_code,
      isSystemAdmin: row.is_system_admin,
    },
    tenant: row.tenant_id
      ? {
          id: row.tenant_id,
          scope: row.is_system_admin ? 'system' : (row.scope ?? 'school'),
          classIds: row.class_ids ?? [],
          roles: [...(row.is_system_admin ? ['admin'] : []), ...roleList.map((r) => r.key)],
          rights: row.is_system_admin ? allRights() : mergeRights(roleList.map((r) => r.rights)),
        }
      : null,
  };
  return { value, owner: `u:${row.user_id}` };
}
