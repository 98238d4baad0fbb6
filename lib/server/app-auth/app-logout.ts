import 'server-only';
import { and, eq } from 'drizzle-orm';
import { appSessions } from '../db/schema';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { addResponseHeader } from '../http/response-headers';
import { clearedParentCookie } from '../http/parent-cookie';

/** POST /api/app/logout: this device's session ends (the others stay); the web app's cookie is cleared. */
export async function appLogout(ctx: ParentContext, request: Request) {
  await schoolTransactionById(ctx.tenantId, (tx) =>
    tx
      .update(appSessions)
      .set({ active: false })
      .where(and(eq(appSessions.tenantId, ctx.tenantId), eq(appSessions.id, ctx.sessionId))),
  );
  addResponseHeader(request, 'set-cookie', clearedParentCookie(request));
  return { id: ctx.sessionId, message: 'common.success' };
}
