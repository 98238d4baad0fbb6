import 'server-only';
import { users } from '../db/schema';
import type { RequestContext } from '../http/context';
import { accountValues } from './account-fields';
import { forbidden } from '../http/errors';
import { hashPassword } from '../auth/password';
import type { UserCreate } from '@/lib/schemas/user-admin';
import { runAs } from './access';
import { checkUnique, uniqueConflict } from './check-unique';
import { checkMemberships, saveMemberships } from './save-memberships';

/**
 * POST /User/create: a staff account with its schools, roles, scope and classes, in one transaction.
 * A school's staff create users of their own school only; only a system administrator makes another one.
 */
export async function createUserAccount(ctx: RequestContext, input: UserCreate) {
  if (input.is_system_admin && !ctx.user.isSystemAdmin) throw forbidden();
  const passwordHash = await hashPassword(input.password);
  try {
    return await runAs(ctx, async (tx) => {
      await checkMemberships(tx, ctx, input.schools);
      await checkUnique(tx, input);
      const [user] = await tx
        .insert(users)
        .values({
          ...accountValues(input),
          isSystemAdmin: !!input.is_system_admin,
          passwordHash,
        })
        .returning({ id: users.id });
      await saveMemberships(tx, ctx, user.id, input.schools);
      return { id: user.id, message: 'userAdmin.created' };
    });
  } catch (error) {
    throw uniqueConflict(error);
  }
}
