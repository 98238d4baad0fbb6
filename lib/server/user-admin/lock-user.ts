import 'server-only';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { RequestContext } from '../http/context';
import { unprocessable } from '../http/errors';
import {
  assertMayChange,
  assertOwnsAccount,
  sharedWithOtherSchools,
  endSessions,
  findTarget,
  otherSystemAdmins,
  runAs,
} from './access';

/**
 * PUT /User/lock/{id}: the user can no longer sign in and every session of theirs ends now. Nobody locks
 * themself (422 errors.cannot_lock_self) or the last active system administrator (422 errors.last_system_admin);
 * a school's staff lock only accounts of their school alone (403 errors.user_other_school).
 */
export async function lockUser(ctx: RequestContext, id: string) {
  const shared = await sharedWithOtherSchools(ctx, id);
  return runAs(ctx, async (tx) => {
    const target = await findTarget(tx, ctx, id);
    if (target.id === ctx.userId) throw unprocessable('errors.cannot_lock_self');
    assertMayChange(ctx, target);
    assertOwnsAccount(shared);
    if (target.isSystemAdmin && !(await otherSystemAdmins(tx, target.id)))
      throw unprocessable('errors.last_system_admin');
    if (target.status !== 'locked') {
      await tx.update(users).set({ status: 'locked', updatedAt: new Date() }).where(eq(users.id, target.id));
    }
    await endSessions(tx, target.id);
    return { id: target.id, message: 'userAdmin.locked' };
  });
}
