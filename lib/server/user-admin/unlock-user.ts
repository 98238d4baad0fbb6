import 'server-only';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { RequestContext } from '../http/context';
import { assertMayChange, assertOwnsAccount, sharedWithOtherSchools, findTarget, runAs } from './access';

/** PUT /User/unlock/{id}: the user may sign in again; failed sign-in counts start over. */
export async function unlockUser(ctx: RequestContext, id: string) {
  const shared = await sharedWithOtherSchools(ctx, id);
  return runAs(ctx, async (tx) => {
    const target = await findTarget(tx, ctx, id);
    assertMayChange(ctx, target);
    assertOwnsAccount(shared);
    if (target.status !== 'active' || target.failedLogins || target.lockedUntil) {
      await tx
        .update(users)
        .set({ status: 'active', failedLogins: 0, lockedUntil: null, updatedAt: new Date() })
        .where(eq(users.id, target.id));
    }
    return { id: target.id, message: 'userAdmin.unlocked' };
  });
}
