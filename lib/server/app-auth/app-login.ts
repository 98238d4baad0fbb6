import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { appAccounts, appSessions, tenants } from '../db/schema';
import { schoolTransactionById } from '../db/school-transaction';
import type { PublicContext } from '../http/context';
import { AppError, unauthorized } from '../http/errors';
import { burnPasswordTime, verifyPassword } from '../auth/password';
import { beginSignIn, signInSucceeded } from '../auth/throttle';
import { newToken, sha256 } from '../crypto/token';
import { env } from '../env';
import { phoneKey } from '@/lib/phone';
import type { AppLoginInput } from '@/lib/schemas/app-account';

/**
 * POST /api/app/login: school code, username and password → a parents' app token (in `app_sessions`).
 * Same throttling as the staff sign-in (lib/server/auth/throttle.ts): failures slow the next attempts down, nothing
 * is locked, and an unknown school or name answers exactly like a wrong password. A locked account → 403.
 */
export async function appLogin(ctx: PublicContext, input: AppLoginInput, request: Request) {
  const database = await db();
  // A phone number may be typed with spaces or dots, or as +84…: usernames made from phones are stored as 0… without
  // them. Any other name is as typed ("hai.dang" keeps its dot).
  const typed = input.username.trim();
  const name = (/^\+?[\d\s.\-()]+$/.test(typed) ? phoneKey(typed) : typed).toLowerCase();
  const gate = await beginSignIn(database, request, ctx, {
    kind: 'parent',
    name: `${input.school_code.trim().toLowerCase()}:${name}`,
  });

  const [school] = await database
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(sql`lower(${tenants.code}) = ${input.school_code.toLowerCase()}`, eq(tenants.status, 'active')));
  const outcome = school ? await attempt(ctx, school.id, name, input.password) : ({ kind: 'unknown' } as const);

  if (outcome.kind === 'ok') {
    await signInSucceeded(database, request, gate);
    return outcome.data;
  }
  if (outcome.kind === 'unknown') await burnPasswordTime(input.password);
  throw unauthorized('errors.wrong_credentials');
}

type Outcome =
  | { kind: 'ok'; data: { accessToken: string; token_type: 'Bearer'; expires_at: string } }
  | { kind: 'unknown' | 'wrong' };

/** The account part of a sign-in, in the school's row-level-security transaction (failures are counted, not rolled back). */
function attempt(ctx: PublicContext, tenantId: string, name: string, password: string): Promise<Outcome> {
  return schoolTransactionById(tenantId, async (tx) => {
    const [account] = await tx
      .select()
      .from(appAccounts)
      .where(and(eq(appAccounts.tenantId, tenantId), sql`lower(${appAccounts.username}) = ${name}`));
    if (!account) return { kind: 'unknown' };
    const where = and(eq(appAccounts.tenantId, tenantId), eq(appAccounts.id, account.id));
    if (!(await verifyPassword(account.passwordHash, password))) {
      await tx
        .update(appAccounts)
        .set({ failedLogins: sql`${appAccounts.failedLogins} + 1` })
        .where(where);
      return { kind: 'wrong' };
    }
    // Checked after the password, so that a guesser learns nothing about the account.
    if (account.status !== 'active') throw new AppError(403, 'errors.user_locked');

    await tx.update(appAccounts).set({ failedLogins: 0, lockedUntil: null, lastLoginAt: new Date() }).where(where);
    const token = newToken();
    const expiresAt = new Date(Date.now() + env().SESSION_TTL_HOURS * 3600_000);
    await tx.insert(appSessions).values({
      tenantId,
      accountId: account.id,
      tokenHash: sha256(token),
      userAgent: ctx.userAgent.slice(0, 500),
      ip: ctx.ip,
      expiresAt,
    });
    return { kind: 'ok', data: { accessToken: token, token_type: 'Bearer', expires_at: expiresAt.toISOString() } };
  });
}
