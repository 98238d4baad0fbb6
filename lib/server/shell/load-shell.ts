import 'server-only';
import type { RequestContext } from '../http/context';
import { cachedSession } from '../db/session-cache';
import { listTenantsByUser } from '../tenant/list-tenants-by-user';
import { getDroplist } from '../masterdata/get-droplist';
import { menusOfUser, withCounters } from '../menu/list-menus-by-user';
import { getTenantConfig } from '../config/get-config';
import { getCurrentUser } from '../user/get-current-user';

/** What every page of a session shows around it in one school and language: the same until something in it changes. */
async function readShell(ctx: RequestContext) {
  const [tenants, masterData, menu, config] = await Promise.all([
    listTenantsByUser(ctx),
    getDroplist(ctx),
    menusOfUser(ctx),
    getTenantConfig(ctx.tenantId),
  ]);
  return { tenants, masterData, menu, config };
}

/**
 * What the authenticated layout needs on its first paint, fetched with the services the API uses. The part that is
 * the same for every page (the user's schools, master data, the menu, the school's config) is kept with the
 * resolved session (db/session-cache.ts) under the session, the school and the language, and dropped by the same
 * database notifications (migrations 0028 and 0031: the user, their schools and roles, a role's rights or names, a
 * school's status, name or brand, the master data); only the menu's live counters are counted on every page.
 */
export async function loadShell(ctx: RequestContext) {
  const key = `shell:${ctx.sessionId}:${ctx.tenantId}:${ctx.locale}`;
  const fixed = (await cachedSession(key, async () => ({ value: await readShell(ctx), owner: `u:${ctx.userId}` })))!;
  const menu = await withCounters(ctx, fixed.menu);
  return { user: getCurrentUser(ctx), tenantId: ctx.tenantId, ...fixed, menu };
}
