import 'server-only';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The `from` of a class's children given as a query of their ids (`ids`): each child read through the students'
 * key, one lookup each, as the row `s` with `columns` (`x.`-qualified). `limit 1` keeps the lookup apart, so the
 * planner cannot turn it into another join: these statements run on a generic plan, which guesses a school's size as
 * the average over all schools, and with a thousand small schools beside a large one a join or `id = any(…)` read
 * every child of the large school (the day 1.9 → 1.4 ms there, the month 1.5 → 1.2 ms).
 */
export const childrenByKey = (tenantId: string, ids: SQL, columns: string): SQL =>
  sql`unnest(array(${ids})) k(id)
    cross join lateral (
      select ${sql.raw(columns)} from students x where x.tenant_id = ${tenantId} and x.id = k.id limit 1
    ) s`;
