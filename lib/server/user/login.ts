import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { auditLogs, users } from '../db/schema';
import type { PublicContext } from '../http/context';
import { AppError, tooManyRequests, unauthorized } from '../http/errors';
import { burnPasswordTime, verifyPassword } from '../auth/password';
import {
  LOCKOUT_MINUTES,
  MAX_FAILED_SIGN_INS,
  assertAddressNotThrottled,
  clearAddressFailures,
  recordAddressFailure,
} from '../auth/throttle';
import { createSession } from '../session/create-session';
import type { LoginInput } from '@/lib/schemas/auth';

/** POST /User/login: username or e-mail and password → a new session's bearer token. */
export async function login(ctx: PublicContext, input: LoginInput) {
  const database = await db();
  await assertAddressNotThrottled(database, ctx.ip);

  const name = input.username.trim().toLowerCase();
  const [user] = await database
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${name} or lower(${users.email}) = ${name}`)
    // A username wins over another account's e-mail that happens to read the same.
    .orderBy(sql`lower(${users.username}) = ${name} desc`)
    .limit(1);

  if (!user) {
    await burnPasswordTime(input.password);
    await recordAddressFailure(database, ctx.ip);
    throw unauthorized('errors.wrong_credentials');
  }
  if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    const minutes = Math.max(1, Math.ceil((user.lockedUntil.getTime() - Date.now()) / 60_000));
    throw tooManyRequests({ minutes });
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    // Counted in the database in one statement: failures that arrive at the same time must all count.
    const reached = sql`${users.failedLogins} + 1 >= ${MAX_FAILED_SIGN_INS}`;
    const [counted] = await database
      .update(users)
      .set({
        failedLogins: sql`case when ${reached} then 0 else ${users.failedLogins} + 1 end`,
        lockedUntil: sql`case when ${reached} then now() + make_interval(mins => ${LOCKOUT_MINUTES}) else ${users.lockedUntil} end`,
      })
      .where(eq(users.id, user.id))
      .returning({ lockedUntil: users.lockedUntil });
    const lock = !!counted?.lockedUntil && counted.lockedUntil.getTime() > Date.now();
    await recordAddressFailure(database, ctx.ip);
    if (lock) throw tooManyRequests({ minutes: LOCKOUT_MINUTES });
    throw unauthorized('errors.wrong_credentials');
  }
  // Checked after the password, so that a guesser learns nothing about the account.
  if (user.status !== 'active') throw new AppError(403, 'errors.user_locked');

  return database.transaction(async (tx) => {
    await tx.update(users).set({ failedLogins: 0, lockedUntil: null, lastLoginAt: new Date() }).where(eq(users.id, user.id));
    await clearAddressFailures(tx, ctx.ip);
    const session = await createSession(tx, user.id, ctx.userAgent, ctx.ip);
    await tx.insert(auditLogs).values({ userId: user.id, action: 'sign_in', recordType: 'sessions', recordId: session.sessionId, ip: ctx.ip });
    return { accessToken: session.token, token_type: 'Bearer' as const, expires_at: session.expiresAt.toISOString() };
  });
}
