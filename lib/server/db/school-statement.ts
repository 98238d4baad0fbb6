import 'server-only';
import pg from 'pg';
import type { Pool, PoolClient } from 'pg';
import type { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { db, dbKind } from './client';
import { preparedStatement } from './rows';
import { pgliteBatch } from './pglite-batch';

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

type Connection = {
  parsedStatements: Record<string, string>;
  parse(msg: { text: string; name: string; types: number[] }): void;
  bind(msg: { portal: string; statement: string; values: unknown[] }): void;
  describe(msg: { type: 'P'; name: string }): void;
  execute(msg: { portal: string; rows: number }): void;
};
type QueryResult = { rows: unknown[] };

/**
 * The settings and the statement sent together, before one Sync: PostgreSQL runs every message up to the Sync in one
 * implicit transaction, so the settings (local to it) bound the statement exactly as `begin; set_config(…)` … `commit`
 * would, and end with it. One write and one answer instead of three round trips. An error anywhere rolls the whole
 * of it back and answers the error, as an explicit transaction would.
 */
class SettingsThenQuery extends pg.Query {
  private readonly statementName: string;

  constructor(
    private readonly settings: string[],
    statement: { name: string; text: string; values: unknown[] },
    callback: (error: Error | null, results: QueryResult[]) => void,
  ) {
    super({ ...statement, callback } as never);
    this.statementName = statement.name;
  }

  prepare(connection: Connection) {
    if (connection.parsedStatements[SETTINGS_NAME] === undefined) {
      connection.parse({ text: SETTINGS, name: SETTINGS_NAME, types: [] });
      connection.parsedStatements[SETTINGS_NAME] = SETTINGS;
    }
    connection.bind({ portal: '', statement: SETTINGS_NAME, values: this.settings });
    connection.describe({ type: 'P', name: '' });
    connection.execute({ portal: '', rows: 0 });
    (pg.Query.prototype as unknown as { prepare(c: Connection): void }).prepare.call(this, connection);
  }

  handleError(error: Error, connection: Connection) {
    // The settings' ParseComplete told the client that this statement was parsed: it may not have been.
    delete connection.parsedStatements[this.statementName];
    return (pg.Query.prototype as unknown as { handleError(e: Error, c: Connection): void }).handleError.call(
      this,
      error,
      connection,
    );
  }
}

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
  const pool = (database as unknown as { $client: Pool }).$client;
  const client: PoolClient = await pool.connect();
  let broken = false;
  try {
    const results = await new Promise<QueryResult[]>((resolve, reject) => {
      const done = (error: Error | null, answered: QueryResult[]) => (error ? reject(error) : resolve(answered));
      client.query(new SettingsThenQuery(settings, preparedStatement(query), done) as never);
    });
    return results[results.length - 1].rows as T[];
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
