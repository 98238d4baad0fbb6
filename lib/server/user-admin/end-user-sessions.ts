import 'server-only';
import type { RequestContext } from '../http/context';
import { assertMayChange, endSessions, findTarget, runAs } from './access';

/** PUT /User/inactivate-sessions/{id}: signs the user out everywhere (the caller's own current session stays). */
export async function endUserSessions(ctx: RequestContext, id: string) {
  return runAs(ctx, async (tx) => {
    const target = await findTarget(tx, ctx, id);
    assertMayChange(ctx, target);
    await endSessions(tx, target.id, target.id === ctx.userId ? ctx.sessionId : undefined);
    return { id: target.id, message: 'userAdmin.sessionsEnded' };
  });
}
