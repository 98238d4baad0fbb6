import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { tenants, userSchools } from '../db/schema';
import type { UserContext } from '../http/context';

export type TenantOption = { value: string; name: string; code: string };

/** GET /Tenant/get-droplist-by-user: the schools the caller may enter (every active school for an administrator). */
export async function listTenantsByUser(ctx: UserContext): Promise<TenantOption[]> {
  const database = await db();
  const columns = { value: tenants.id, name: tenants.name, code: tenants.code };
  if (ctx.user.isSystemAdmin) {
    return database.select(columns).from(tenants).where(eq(tenants.status, 'active')).orderBy(asc(tenants.createdAt), asc(tenants.name));
  }
  return database
    .select(columns)
    .from(userSchools)
    .innerJoin(tenants, eq(tenants.id, userSchools.tenantId))
    .where(and(eq(userSchools.userId, ctx.userId), eq(tenants.status, 'active')))
    .orderBy(asc(tenants.createdAt), asc(tenants.name));
}
