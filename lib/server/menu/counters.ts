import 'server-only';
import type { RequestContext } from '../http/context';

/**
 * Live menu counters (pending requests and the like). Each area registers a function that counts, within the
 * caller's scope, what waits for them; the menu call runs the ones the user can see, side by side.
 */
type Counter = (ctx: RequestContext) => Promise<number>;
const counters = new Map<string, Counter>();

export function registerCounter(menuCode: string, counter: Counter) {
  counters.set(menuCode, counter);
}

export async function countMenus(ctx: RequestContext, menuCodes: string[]): Promise<Record<string, number>> {
  const wanted = menuCodes.filter((code) => counters.has(code));
  const values = await Promise.all(wanted.map((code) => counters.get(code)!(ctx)));
  return Object.fromEntries(wanted.map((code, i) => [code, values[i]]));
}
