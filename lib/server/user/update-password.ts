import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { UserContext } from '../http/context';
import { badRequest } from '../http/errors';
import { hashPassword, verifyPassword } from '../auth/password';
import type { ChangePasswordInput } from '@/lib/schemas/auth';

/** PUT /User/update-password. Other sessions end; the browser signs itself out afterwards (spec §4). */
export async function updatePassword(ctx: UserContext, input: ChangePasswordInput) {
  const database = await db();
  const [user] = await database.select({ hash: users.passwordHash }).from(users).where(eq(users.id, ctx.userId));
  if (!user || !(await verifyPassword(user.hash, input.old_password))) {
    throw badRequest('errors.wrong_old_password', { old_password: 'errors.wrong_old_password' });
  }
  const passwordHash = await hashPassword(input.new_password);
  await database.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, ctx.userId));
    // Whoever knew the old password is signed out everywhere else; this browser signs itself out next.
    await tx
      .update(sessions)
      .set({ active: false, inactivatedAt: new Date() })
      .where(and(eq(sessions.userId, ctx.userId), eq(sessions.active, true), ne(sessions.id, ctx.sessionId)));
  });
  return { id: ctx.userId, message: 'common.success' };
}
