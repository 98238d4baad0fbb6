import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '../db/client';
import { users } from '../db/schema';
import type { UserContext } from '../http/context';
import { badRequest } from '../http/errors';
import { hashPassword, verifyPassword } from '../auth/password';
import type { ChangePasswordInput } from '@/lib/schemas/auth';

/** PUT /User/update-password. The browser signs out afterwards (spec §4). */
export async function updatePassword(ctx: UserContext, input: ChangePasswordInput) {
  const database = await db();
  const [user] = await database.select({ hash: users.passwordHash }).from(users).where(eq(users.id, ctx.userId));
  if (!user || !(await verifyPassword(user.hash, input.old_password))) {
    throw badRequest('errors.wrong_old_password', { old_password: 'errors.wrong_old_password' });
  }
  const passwordHash = await hashPassword(input.new_password);
  await database.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, ctx.userId));
  return { id: ctx.userId, message: 'common.success' };
}
