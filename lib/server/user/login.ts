import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { auditLogs, users } from '../db/schema';
import type { PublicContext } from '../http/context';
import { AppError, unauthorized } from '../http/errors';
import { burnPasswordTime, verifyPassword } from '../auth/password';
import { beginSignIn, signInSucceeded } from '../auth/throttle';
import { createSession } from '../session/create-session';
import type { LoginInput } from '@/lib/schemas/auth';

/**
 * POST /User/login: username or e-mail and password → a new session's bearer token. Failures slow down the next
 * attempts (lib/server/auth/throttle.ts) and never lock the account; every failure answers the same 401.
 */
export async function login(ctx: PublicContext, input: LoginInput, request: Request) {
  const database = await db();
  const name = input.username.trim().toLowerCase();
  const [user] = await database
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${name} or lower(${users.email}) = ${name}`)
    // A username wins over another account's e-mail that happens to read the same.
    .orderBy(sql`lower(${users.username}) = ${name} desc`)
    .limit(1);
  // A username and its e-mail are one name to the throttle: the account's, once the name finds one.
  const gate = await beginSignIn(database, request, ctx, { kind: 'staff', name: user ? `user:${user.id}` : name });

  if (!user) {
    await burnPasswordTime(input.password);
    throw unauthorized('errors.wrong_credentials');
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await database
      .update(users)
      .set({ failedLogins: sql`${users.failedLogins} + 1` })
      .where(eq(users.id, user.id));
    throw unauthorized('errors.wrong_credentials');
  }
  // Checked after the password, so that a guesser learns nothing about the account.
  if (user.status !== 'active') throw new AppError(403, 'errors.user_locked');

  return database.transaction(async (tx) => {
    await tx.update(users).set({ failedLogins: 0, lockedUntil: null, lastLoginAt: new Date() }).where(eq(users.id, user.id));
    await signInSucceeded(tx, request, gate);
    const session = await createSession(tx, user.id, ctx.userAgent, ctx.ip);
    await tx.insert(auditLogs).values({ userId: user.id, action: 'sign_in', recordType: 'sessions', recordId: session.sessionId, ip: ctx.ip });
    return { accessToken: session.token, token_type: 'Bearer' as const, expires_at: session.expiresAt.toISOString() };
  });
}
