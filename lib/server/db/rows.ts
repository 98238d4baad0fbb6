import 'server-only';
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { PoolClient } from 'pg';
import type { Executor } from './client';

const dialect = new PgDialect();

/**
 * The rows of a hand-written query (PGlite and node-postgres both answer `{ rows }`). Inside a PostgreSQL
 * school transaction the statement is prepared once per connection under a name taken from its text, so the
 * server plans it once instead of on every call: the roll call's statement took as long to plan as to run.
 */
export async function rowsOf<T>(database: Executor, query: SQL): Promise<T[]> {
  const client = pooledClientOf(database);
  if (client) return (await client.query(preparedStatement(query))).rows as T[];
  const result = await database.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** A hand-written query as a node-postgres prepared statement, named from its text (see `rowsOf`). */
export function preparedStatement(query: SQL): { name: string; text: string; values: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { name: `q_${createHash('sha1').update(text).digest('base64url')}`, text, values: params as unknown[] };
}

/** The node-postgres connection of a transaction opened by `pgTransaction`; none on PGlite or the pool itself. */
function pooledClientOf(database: Executor): PoolClient | null {
  const client = (database as { $client?: unknown }).$client as Partial<PoolClient> | undefined;
  return client && typeof client.release === 'function' && typeof client.query === 'function'
    ? (client as PoolClient)
    : null;
}

/** A uuid[] parameter (the same spelling on PGlite and node-postgres). */
export const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;
