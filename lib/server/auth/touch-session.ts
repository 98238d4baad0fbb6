import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * `last_seen_at` of staff and parents' sessions, written in the background: at most once a minute per session,
 * a few seconds after the call that noticed it, one statement per table for every session seen since.
 * Never on a request's path (nothing waits for it) and never a reason to invalidate the session cache (the
 * triggers ignore `last_seen_at`).
 */
const EVERY_MS = 60_000;
const FLUSH_AFTER_MS = 3_000;

type Table = 'sessions' | 'app_sessions';
type State = {
  touched: Map<string, number>;
  pending: Map<Db, Record<Table, Set<string>>>;
  timer?: NodeJS.Timeout;
};
const state: State = ((globalThis as { __sessionTouch?: State }).__sessionTouch ??= {
  touched: new Map(),
  pending: new Map(),
});

/** Notes that a session was used now; `lastSeen` is the time the database holds (ms). */
export function touchSession(database: Db, table: Table, sessionId: string, lastSeen: number) {
  const now = Date.now();
  if (now - Math.max(lastSeen, state.touched.get(sessionId) ?? 0) <= EVERY_MS) return;
  state.touched.set(sessionId, now);
  let pending = state.pending.get(database);
  if (!pending) state.pending.set(database, (pending = { sessions: new Set(), app_sessions: new Set() }));
  pending[table].add(sessionId);
  if (!state.timer) {
    state.timer = setTimeout(() => void flushTouchedSessions(), FLUSH_AFTER_MS);
    state.timer.unref();
  }
}

/** Writes what is pending now (also called by tests). A closed database drops its batch. */
export async function flushTouchedSessions() {
  clearTimeout(state.timer);
  state.timer = undefined;
  const batches = [...state.pending];
  state.pending.clear();
  const now = Date.now();
  for (const [id, at] of state.touched) if (now - at > EVERY_MS) state.touched.delete(id);
  for (const [database, pending] of batches) {
    for (const table of ['sessions', 'app_sessions'] as const) {
      const ids = [...pending[table]];
      if (!ids.length) continue;
      await database
        .execute(
          sql`update ${sql.identifier(table)} set last_seen_at = now() where id = any(${`{${ids.join(',')}}`}::uuid[])`,
        )
        .catch(() => {});
    }
  }
}
