import 'server-only';
import type { Tx } from '../db/client';
import { inTenant } from '../db/tenant-tx';
import type { RequestContext } from '../http/context';

/**
 * Live menu counters (pending requests and the like). Each area registers a function that counts, within the
 * caller's scope, what waits for them; the menu call runs the ones the user can see in one transaction of the
 * caller's school (one round of statements, not one transaction per badge).
 */
type Counter = (tx: Tx, ctx: RequestContext) => Promise<number>;
const counters = new Map<string, Counter>();

export function registerCounter(menuCode: string, counter: Counter) {
  counters.set(menuCode, counter);
}

export async function countMenus(ctx: RequestContext, menuCodes: string[]): Promise<Record<string, number>> {
  const wanted = menuCodes.filter((code) => counters.has(code));
  if (!wanted.length) return {};
  const values = await inTenant(ctx, async (tx) => {
    const out: number[] = [];
    for (const code of wanted) out.push(await counters.get(code)!(tx, ctx));
    return out;
  });
  return Object.fromEntries(wanted.map((code, i) => [code, values[i]]));
}
