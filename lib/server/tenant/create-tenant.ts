import 'server-only';
import type { Executor } from '../db/client';
import { roles, tenants, type TenantConfig } from '../db/schema';
import { standardRoles } from '../seed/standard-roles';

export type NewTenant = {
  code: string;
  name: string;
  address?: string | null;
  provinceId?: string | null;
  phone?: string | null;
  email?: string | null;
  config?: TenantConfig;
};

/** A new school, with the standard roles. Runs in the caller's transaction. */
export async function createTenant(database: Executor, input: NewTenant) {
  const [tenant] = await database
    .insert(tenants)
    .values({ ...input, config: input.config ?? {} })
    .returning();
  const created = await database
    .insert(roles)
    .values(
      standardRoles().map((r) => ({
        tenantId: tenant.id,
        key: r.key,
        nameVi: r.vi,
        nameEn: r.en,
        isSystem: r.isSystem,
        rights: r.rights,
      })),
    )
    .returning({ id: roles.id, key: roles.key });
  return { tenant, roleIds: Object.fromEntries(created.map((r) => [r.key, r.id])) as Record<string, string> };
}
