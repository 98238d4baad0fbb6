import 'server-only';
import type { Executor } from '../db/client';
import { sessions } from '../db/schema';
import { newToken, sha256 } from '../crypto/token';
import { env } from '../env';

export async function createSession(database: Executor, userId: string, userAgent: string, ip: string | null) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + env().SESSION_TTL_HOURS * 3600_000);
  const [row] = await database
    .insert(sessions)
    .values({ userId, tokenHash: sha256(token), userAgent: userAgent.slice(0, 500), ip, expiresAt })
    .returning({ id: sessions.id });
  return { token, sessionId: row.id, expiresAt };
}
