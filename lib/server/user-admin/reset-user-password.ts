import 'server-only';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { RequestContext } from '../http/context';
import { unprocessable } from '../http/errors';
import { hashPassword } from '../auth/password';
import type { ResetPasswordResult } from '@/lib/schemas/user-admin';
import { assertMayChange, assertOwnsAccount, sharedWithOtherSchools, endSessions, findTarget, runAs } from './access';
import { generatePassword } from './generate-password';

/**
 * PUT /User/reset-password/{id}: a new random password, answered once (only its hash is kept, so it can never be
 * shown again). Whoever knew the old one is signed out. One's own password is changed with the old one instead
 * (422 errors.cannot_reset_self).
 */
export async function resetUserPassword(ctx: RequestContext, id: string): Promise<ResetPasswordResult> {
  if (id === ctx.userId) throw unprocessable('errors.cannot_reset_self');
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const shared = await sharedWithOtherSchools(ctx, id);
  return runAs(ctx, async (tx) => {
    const target = await findTarget(tx, ctx, id);
    assertMayChange(ctx, target);
    assertOwnsAccount(shared);
    await tx
      .update(users)
      .set({ passwordHash, failedLogins: 0, lockedUntil: null, updatedAt: new Date() })
      .where(eq(users.id, target.id));
    await endSessions(tx, target.id);
    return { id: target.id, password, message: 'userAdmin.passwordReset' };
  });
}
