import 'server-only';
import type { RequestContext } from '../http/context';
import { assertMayChange, assertOwnsAccount, endSessions, findTarget, runAs, sharedWithOtherSchools } from './access';

/**
 * PUT /User/inactivate-sessions/{id}: signs the user out everywhere (the caller's own current session stays).
 * Sessions are the account's, not one school's: like reset and lock, a school's staff end them only for users of
 * their school alone (403 errors.user_other_school), or one school could sign another's staff out.
 */
export async function endUserSessions(ctx: RequestContext, id: string) {
  const shared = id === ctx.userId ? false : await sharedWithOtherSchools(ctx, id);
  return runAs(ctx, async (tx) => {
    const target = await findTarget(tx, ctx, id);
    assertMayChange(ctx, target);
    assertOwnsAccount(shared);
    await endSessions(tx, target.id, target.id === ctx.userId ? ctx.sessionId : undefined);
    return { id: target.id, message: 'userAdmin.sessionsEnded' };
  });
}
