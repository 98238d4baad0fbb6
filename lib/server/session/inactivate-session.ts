import 'server-only';
import { and, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { sessions } from '../db/schema';
import type { UserContext } from '../http/context';
import { notFound } from '../http/errors';

const ended = () => ({ active: false, inactivatedAt: new Date() });

/** PUT /session/inactivate/{id}: one of the caller's own sessions; anyone else's is "not found". */
export async function inactivateSession(ctx: UserContext, sessionId: string) {
  const database = await db();
  const rows = await database
    .update(sessions)
    .set(ended())
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, ctx.userId), eq(sessions.active, true)))
    .returning({ id: sessions.id });
  if (!rows.length) throw notFound();
  return { id: sessionId, message: 'sessions.ended' };
}

/** PUT /session/inactivate-by-user: every session of the caller, this one included. */
export async function inactivateAllSessions(ctx: UserContext) {
  const database = await db();
  await database
    .update(sessions)
    .set(ended())
    .where(and(eq(sessions.userId, ctx.userId), eq(sessions.active, true)));
  return { id: ctx.userId, message: 'sessions.ended' };
}

/** PUT /session/inactivate-by-token/{hash}: sign-out of the current session, named by its token's SHA-256. */
export async function inactivateSessionByToken(ctx: UserContext, tokenHash: string) {
  if (tokenHash.toLowerCase() !== ctx.tokenHash) throw notFound();
  const database = await db();
  await database.update(sessions).set(ended()).where(eq(sessions.id, ctx.sessionId));
  return { id: ctx.sessionId, message: 'sessions.ended' };
}
