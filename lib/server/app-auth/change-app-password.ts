import 'server-only';
import { and, eq, ne } from 'drizzle-orm';
import { appAccounts, appSessions } from '../db/schema';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { badRequest } from '../http/errors';
import { hashPassword, verifyPassword } from '../auth/password';
import type { ChangePasswordInput } from '@/lib/schemas/auth';

/**
 * PUT /api/app/password: a parent changes their own password (the old one first). Every other session of the
 * account ends — whoever knew the old password is signed out — and this device stays signed in.
 */
export async function changeAppPassword(ctx: ParentContext, input: ChangePasswordInput) {
  const where = and(eq(appAccounts.tenantId, ctx.tenantId), eq(appAccounts.id, ctx.accountId));
  const [account] = await schoolTransactionById(ctx.tenantId, (tx) =>
    tx.select({ hash: appAccounts.passwordHash }).from(appAccounts).where(where),
  );
  if (!account || !(await verifyPassword(account.hash, input.old_password))) {
    throw badRequest('errors.wrong_old_password', { old_password: 'errors.wrong_old_password' });
  }
  const passwordHash = await hashPassword(input.new_password);
  await schoolTransactionById(ctx.tenantId, async (tx) => {
    await tx.update(appAccounts).set({ passwordHash, updatedAt: new Date() }).where(where);
    await tx
      .update(appSessions)
      .set({ active: false })
      .where(
        and(
          eq(appSessions.tenantId, ctx.tenantId),
          eq(appSessions.accountId, ctx.accountId),
          eq(appSessions.active, true),
          ne(appSessions.id, ctx.sessionId),
        ),
      );
  });
  return { id: ctx.accountId, message: 'common.success' };
}
