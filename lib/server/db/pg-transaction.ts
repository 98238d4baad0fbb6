import 'server-only';
import type { Pool, PoolClient } from 'pg';
import type { Db, Tx } from './client';
import * as schema from './schema';
import { isUuid } from '../uuid';

const bound = new WeakMap<PoolClient, Tx>();

/** A uuid (or nothing) written into SQL text: only ever a checked uuid, so nothing else can reach the statement. */
export function uuidLiteral(value: string | null | undefined): string {
  if (!value) return "''";
  if (!isUuid(value)) throw new Error('not a uuid');
  return `'${value}'`;
}

/**
 * A PostgreSQL transaction that opens with its settings in the same round trip as BEGIN (`begin; select
 * set_config(…)` is one simple-protocol message). Under load every round trip to the server costs as much as
 * a small query, and every school request opens one of these. The rest is drizzle on the same connection.
 */
export async function pgTransaction<T>(
  database: Db,
  settings: string,
  fn: (tx: Tx) => Promise<T>,
  beginAlone = false,
): Promise<T> {
  const pool = (database as unknown as { $client: Pool }).$client;
  const client = await pool.connect();
  let broken = false;
  try {
    // On Citus the settings come after BEGIN in a statement of their own: Citus passes their text on to the workers.
    if (beginAlone) await client.query('begin');
    await client.query(beginAlone ? settings : `begin; ${settings}`);
    const result = await fn(await drizzleOn(client));
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}

async function drizzleOn(client: PoolClient): Promise<Tx> {
  let tx = bound.get(client);
  if (!tx) {
    const { drizzle } = await import('drizzle-orm/node-postgres');
    tx = drizzle(client, { schema }) as unknown as Tx;
    bound.set(client, tx);
  }
  return tx;
}
