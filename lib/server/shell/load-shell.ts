import 'server-only';
import type { RequestContext } from '../http/context';
import { listTenantsByUser } from '../tenant/list-tenants-by-user';
import { getDroplist } from '../masterdata/get-droplist';
import { listMenusByUser } from '../menu/list-menus-by-user';
import { getTenantConfig } from '../config/get-config';
import { getCurrentUser } from '../user/get-current-user';

/** What the authenticated layout needs on its first paint, fetched with the services the API uses. */
export async function loadShell(ctx: RequestContext) {
  const [tenants, masterData, menu, config] = await Promise.all([
    listTenantsByUser(ctx),
    getDroplist(ctx),
    listMenusByUser(ctx),
    getTenantConfig(ctx.tenantId),
  ]);
  return { user: getCurrentUser(ctx), tenantId: ctx.tenantId, tenants, masterData, menu, config };
}

export type ShellData = Awaited<ReturnType<typeof loadShell>>;
