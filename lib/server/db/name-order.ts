import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Orders people by given name in Vietnamese alphabetical order (vn_name_key(), migration 0026; lib/name-order.ts). */
export function byVnName(fullName: AnyColumn | SQL): SQL {
  return sql`vn_name_key(${fullName}) collate "C"`;
}
