import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { readStatement } from '../db/school-statement';
import type { RequestContext } from '../http/context';

/**
 * Live menu counters (pending requests and the like). Each area registers the query that counts, within the
 * caller's scope, what waits for them (a `select count(*) …`); the menu call (and every page's menu) runs the ones
 * the user can see as one statement in the caller's school (`readStatement`): one round trip, however many badges.
 */
type Counter = (ctx: RequestContext) => SQL;
const counters = new Map<string, Counter>();

export function registerCounter(menuCode: string, counter: Counter) {
  counters.set(menuCode, counter);
}

export async function countMenus(ctx: RequestContext, menuCodes: string[]): Promise<Record<string, number>> {
  const wanted = menuCodes.filter((code) => counters.has(code));
  if (!wanted.length) return {};
  const columns = wanted.map((code, i) => sql`(${counters.get(code)!(ctx)}) as ${sql.raw(`c${i}`)}`);
  const [row] = await readStatement<Record<string, number | string>>(ctx, sql`select ${sql.join(columns, sql`, `)}`);
  return Object.fromEntries(wanted.map((code, i) => [code, Number(row?.[`c${i}`] ?? 0)]));
}
