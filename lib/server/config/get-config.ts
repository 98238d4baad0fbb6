import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { db } from '../db/client';
import { tenants, type TenantConfig } from '../db/schema';
import { env } from '../env';
import { themeColors } from './theme-colors';
import { DEFAULT_LOGIN_COLOURS } from '@/lib/schemas/school';

export type PublicConfig = Required<{ [K in Exclude<keyof TenantConfig, 'attendance' | 'contactBook'>]: string | null }> & {
  tenantId: string | null;
  tenantName: string | null;
};

export const DEFAULT_CONFIG: TenantConfig = {
  logo: '/logo.svg',
  brandName: null,
  ...DEFAULT_LOGIN_COLOURS,
};

function toPublic(row: { id: string; name: string; config: TenantConfig } | undefined): PublicConfig {
  const c = { ...DEFAULT_CONFIG, ...(row?.config ?? {}) };
  return {
    tenantId: row?.id ?? null,
    tenantName: row?.name ?? null,
    logo: c.logo || DEFAULT_CONFIG.logo!,
    brandName: c.brandName || row?.name || null,
    ...themeColors(c),
  };
}

/** GET /Config/get-list for a chosen school. */
export async function getTenantConfig(tenantId: string): Promise<PublicConfig> {
  const database = await db();
  const [row] = await database
    .select({ id: tenants.id, name: tenants.name, config: tenants.config })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return toPublic(row);
}

/** The brand of the sign-in pages: the school named by TENANT_CODE, else the first school. */
export async function getLoginConfig(): Promise<PublicConfig> {
  const database = await db();
  const code = env().TENANT_CODE;
  const base = database.select({ id: tenants.id, name: tenants.name, config: tenants.config }).from(tenants);
  const [row] = code
    ? await base.where(eq(tenants.code, code))
    : await base.where(eq(tenants.status, 'active')).orderBy(asc(tenants.createdAt)).limit(1);
  return toPublic(row);
}
