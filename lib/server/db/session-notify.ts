import 'server-only';
import type { Client, ClientBase, Pool } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { invalidateSessions, setSessionCacheListening } from './session-cache';
import type { Db } from './db-types';

/** The channel migration 0028's triggers notify on whenever something a resolved session holds changes. */
export const SESSION_CHANNEL = 'session_cache';
const RECONNECT_MS = [250, 1_000, 5_000, 15_000];

type State = { stop?: Promise<() => Promise<void>> };
const state: State = ((globalThis as { __sessionNotify?: State }).__sessionNotify ??= {});

/**
 * Feeds the session cache with the database's change notifications (called when the database is opened).
 * - Embedded database: PGlite delivers a notification to its listeners before the committing query returns.
 * - PostgreSQL: every pooled connection listens from before its first use (`listenOnConnection`), so the
 *   connection that commits a change hears its own notification before its COMMIT returns (this process never
 *   serves a revoked session after the change); a dedicated connection hears the other copies' changes even while
 *   the pool is idle. While it is down nothing is cached; when it is back, the cache starts empty.
 */
export function startSessionListener(database: Db, kind: 'pglite' | 'pg'): Promise<unknown> {
  const previous = state.stop;
  const started = (async () => {
    await stopWith(previous);
    return kind === 'pglite' ? listenOnPglite(database) : listenOnPool(poolOf(database));
  })();
  state.stop = started.catch(() => async () => {});
  return started;
}

/** Stops listening (the database is being closed); nothing is cached until the next start. */
export async function stopSessionListener() {
  const stop = state.stop;
  state.stop = undefined;
  await stopWith(stop);
}

async function stopWith(stop: Promise<() => Promise<void>> | undefined) {
  setSessionCacheListening(false);
  if (stop) await (await stop)();
}

const poolOf = (database: Db) => (database as unknown as { $client: Pool }).$client;

async function listenOnPglite(database: Db): Promise<() => Promise<void>> {
  const client = (database as unknown as { $client: PGlite }).$client;
  const unlisten = await client.listen(SESSION_CHANNEL, invalidateSessions);
  setSessionCacheListening(true);
  return async () => {
    setSessionCacheListening(false);
    await unlisten().catch(() => {});
  };
}

/**
 * Makes a new pooled connection listen before the pool hands it out (pg-pool's `onConnect`, awaited), so that its
 * first caller's statement is never queued behind the LISTEN (node-postgres deprecates a second query queued on a
 * busy client; pg 9 refuses it). The database's own pool passes it when it is built (`db/client.ts`): it opens a
 * connection before the listener starts.
 */
export async function listenOnConnection(connection: ClientBase) {
  connection.on('notification', (message) => {
    if (message.channel === SESSION_CHANNEL) invalidateSessions(message.payload ?? '*');
  });
  await connection.query(`LISTEN ${SESSION_CHANNEL}`);
}

function listenOnPool(pool: Pool): () => Promise<void> {
  // A pool built elsewhere (the tests') listens from its next new connection on.
  const options = (pool as unknown as { options: { onConnect?: (connection: ClientBase) => Promise<void> } }).options;
  options.onConnect ??= listenOnConnection;

  let stopped = false;
  let listener: Client | null = null;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  const lost = () => {
    setSessionCacheListening(false);
    const dead = listener;
    listener = null;
    dead?.end().catch(() => {});
    if (stopped) return;
    timer = setTimeout(connect, RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]);
    timer.unref();
  };
  const connect = async () => {
    const { Client } = await import('pg');
    if (stopped) return;
    const connection = new Client({ ...(pool as unknown as { options: object }).options, keepAlive: true });
    listener = connection;
    const onLost = () => {
      if (listener === connection) lost();
    };
    connection.on('error', onLost);
    connection.on('end', onLost);
    connection.on('notification', (message) => {
      if (message.channel === SESSION_CHANNEL) invalidateSessions(message.payload ?? '*');
    });
    try {
      await connection.connect();
      await connection.query(`LISTEN ${SESSION_CHANNEL}`);
      if (listener !== connection) return;
      attempt = 0;
      setSessionCacheListening(true);
    } catch {
      onLost();
    }
  };
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(timer);
    setSessionCacheListening(false);
    const connection = listener;
    listener = null;
    await connection?.end().catch(() => {});
  };
}
