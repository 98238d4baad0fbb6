import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { rowsOf } from './rows';
import { logError } from '../http/log';

const CHECK_EVERY_MS = 10 * 60_000;

/**
 * The embedded database has no autovacuum, so nothing gathers the planner's statistics: a large school's lists are
 * then planned as if each table held a handful of rows (the children's list folds and sorts every child instead of
 * reading its name index in order). As autovacuum would: every table of the app once at start, in the background,
 * then, every ten minutes, the tables changed by more than 50 rows and a tenth since.
 */
export function keepStatistics(database: Db) {
  const analyze = async (changedOnly: boolean) => {
    const changed = await rowsOf<{ relname: string }>(
      database,
      sql`select relname from pg_stat_user_tables
        where schemaname = 'public' and (${!changedOnly} or n_mod_since_analyze > 50 + 0.1 * n_live_tup)
        order by relname`,
    );
    const tables = changed.map((r) => sql.identifier(r.relname));
    if (tables.length) await database.execute(sql`analyze ${sql.join(tables, sql`, `)}`);
  };
  const report = (error: unknown) => logError('Could not gather statistics:', error);
  void analyze(false).catch(report);
  setInterval(() => void analyze(true).catch(report), CHECK_EVERY_MS).unref();
}
