import 'server-only';
import type { Pool, PoolClient } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { db, dbIsCitus, dbKind } from './client';
import { preparedStatement, rowsOf } from './rows';
import { schoolTransactionById } from './school-transaction';
import { pgliteBatch } from './pglite-batch';
import { SettingsThenStatement } from './settings-then-statement';

/**
 * The school's settings as a statement of its own, prepared once per connection (its values are parameters), and
 * the read's plan kept: PostgreSQL plans a prepared statement again for every execution while it guesses that a
 * plan for the values at hand beats the generic one, and these reads (every key and index leads with the school,
 * then the class) have one good plan whatever the values. Planning was two thirds of a month sheet's time in the
 * database (0.43 ms against 0.14 ms an execution).
 */
const SETTINGS_NAME = 'tenant_settings';
const SETTINGS = `select set_config('role', 'app_user', true), set_config('app.tenant_id', $1, true), set_config('app.user_id', $2, true),
  set_config('plan_cache_mode', 'force_generic_plan', true)`;

/**
 * A read in the caller's school: one statement under row-level security with the school (and the actor) set, as
 * `schoolTransaction` would run it, in one round trip on PostgreSQL; on the embedded database in one protocol call
 * (`pgliteBatch`). Either way the statement is prepared once and planned once.
 */
export function readStatement<T>(ctx: { tenantId: string; userId: string }, query: SQL): Promise<T[]> {
  return statementAlone<T>(ctx, query, false);
}

/**
 * A change in the caller's school that is one statement (its audit rows are written by the tables' triggers, in the
 * same statement): run as `readStatement` runs a read, and committed at the Sync that ends it, or not at all.
 */
export function writeStatement<T>(ctx: { tenantId: string; userId: string }, query: SQL): Promise<T[]> {
  return statementAlone<T>(ctx, query, true);
}

async function statementAlone<T>(ctx: { tenantId: string; userId: string }, query: SQL, write: boolean): Promise<T[]> {
  const database = await db();
  const settings = [ctx.tenantId, ctx.userId ?? ''];
  if (dbKind() !== 'pg') {
    const client = (database as unknown as { $client: PGlite }).$client;
    const statements = [{ name: SETTINGS_NAME, text: SETTINGS, values: settings }, preparedStatement(query)];
    return (await pgliteBatch(client, statements, { write })) as T[];
  }
  // Citus passes only SET LOCAL statements inside a transaction block to its workers, and plans a distributed
  // statement for the values at hand (no forced generic plan): a transaction of its own.
  if (await dbIsCitus()) return schoolTransactionById(ctx.tenantId, (tx) => rowsOf<T>(tx, query), ctx.userId);
  const pool = (database as unknown as { $client: Pool }).$client;
  const client: PoolClient = await pool.connect();
  let broken = false;
  try {
    const batch = new SettingsThenStatement([
      { name: SETTINGS_NAME, text: SETTINGS, values: settings },
      preparedStatement(query),
    ]);
    client.query(batch);
    return (await batch.done) as T[];
  } catch (error) {
    // An error answered by the server leaves the connection ready; a lost connection is dropped.
    broken = !(error instanceof Error && 'severity' in error);
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * The total of a list page read by `readStatement` whose rows carry it (a window or a subquery, as `total`). A page
 * past the end has no row to carry it: the rows matching `from` (its `from … where …`) are then counted alone.
 */
export async function pageTotal(
  ctx: { tenantId: string; userId: string },
  rows: readonly { total: number }[],
  offset: number,
  from: SQL,
): Promise<number> {
  if (rows.length) return rows[0].total;
  if (!offset) return 0;
  const [{ total }] = await readStatement<{ total: number }>(ctx, sql`select count(*)::int as total ${from}`);
  return total;
}
