import 'server-only';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * An upsert's `set` (`onConflictDoUpdate`) that takes, for each of `keys`, the value of the row proposed for
 * insertion (`excluded.<column>`).
 */
export function fromExcluded<T extends PgTable, K extends keyof T['_']['columns'] & string>(table: T, keys: K[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((k) => [k, sql`excluded.${sql.identifier(columns[k].name)}`])) as Record<K, SQL>;
}
