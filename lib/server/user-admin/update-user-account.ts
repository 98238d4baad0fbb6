import 'server-only';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import type { RequestContext } from '../http/context';
import { accountValues } from './account-fields';
import { forbidden, unprocessable } from '../http/errors';
import type { UserUpdate } from '@/lib/schemas/user-admin';
import {
  assertMayChange,
  assertOwnsAccount,
  endSessions,
  findTarget,
  otherSystemAdmins,
  runAs,
  sharedWithOtherSchools,
} from './access';
import { checkUnique, uniqueConflict } from './check-unique';
import { checkMemberships, saveMemberships } from './save-memberships';
import { assertKeepsOwnRights } from './keeps-own-rights';

/**
 * PUT /User/update/{id}: the account's fields and its schools, in one transaction. Refused: locking oneself
 * (422 errors.cannot_lock_self), taking away one's own user management or administrator flag
 * (422 errors.cannot_demote_self), leaving no active system administrator (422 errors.last_system_admin). A school's
 * staff change the account's own fields only for users of their school alone (403 errors.user_other_school); the
 * roles, scope and classes in their school they may always change.
 * Locking ends the user's sessions at once.
 */
export async function updateUserAccount(ctx: RequestContext, id: string, input: UserUpdate) {
  if (input.is_system_admin && !ctx.user.isSystemAdmin) throw forbidden();
  const shared = await sharedWithOtherSchools(ctx, id);
  try {
    return await runAs(ctx, async (tx) => {
      const target = await findTarget(tx, ctx, id);
      assertMayChange(ctx, target);
      const accountChanged =
        input.username !== target.username ||
        input.full_name !== target.fullName ||
        input.email !== target.email ||
        input.phone !== target.phone ||
        input.language_code !== target.languageCode ||
        input.status !== target.status;
      if (accountChanged) assertOwnsAccount(shared);
      const self = target.id === ctx.userId;
      const admin = ctx.user.isSystemAdmin ? (input.is_system_admin ?? target.isSystemAdmin) : target.isSystemAdmin;
      if (self && input.status === 'locked') throw unprocessable('errors.cannot_lock_self');
      if (self && target.isSystemAdmin && !admin) throw unprocessable('errors.cannot_demote_self');
      if (target.isSystemAdmin && (!admin || input.status !== 'active') && !(await otherSystemAdmins(tx, target.id))) {
        throw unprocessable('errors.last_system_admin');
      }
      const rights = await checkMemberships(tx, ctx, input.schools);
      assertKeepsOwnRights(ctx, target.id, rights);
      await checkUnique(tx, input, target.id);
      await tx
        .update(users)
        .set({
          ...accountValues(input),
          isSystemAdmin: admin,
          ...(input.status === 'active' && target.status !== 'active' ? { failedLogins: 0, lockedUntil: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, target.id));
      await saveMemberships(tx, ctx, target.id, input.schools);
      if (input.status === 'locked' && target.status !== 'locked') await endSessions(tx, target.id);
      return { id: target.id, message: 'userAdmin.updated' };
    });
  } catch (error) {
    throw uniqueConflict(error);
  }
}
