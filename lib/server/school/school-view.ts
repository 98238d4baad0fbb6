import 'server-only';
import { eq } from 'drizzle-orm';
import { provinces, tenants, type TenantConfig } from '../db/schema';
import { themeColors } from '../config/theme-colors';
import type { Locale } from '@/lib/i18n/routing';
import type { SchoolRow, SchoolStatus } from '@/lib/schemas/school';

/** The columns a school is read with: the school, its config and its province's name. */
export const schoolColumns = {
  id: tenants.id,
  code: tenants.code,
  name: tenants.name,
  address: tenants.address,
  provinceId: tenants.provinceId,
  provinceName: provinces.name,
  provinceNameEn: provinces.nameEn,
  phone: tenants.phone,
  email: tenants.email,
  status: tenants.status,
  config: tenants.config,
  createdAt: tenants.createdAt,
  updatedAt: tenants.updatedAt,
};
export const provinceJoin = eq(provinces.id, tenants.provinceId);

type Selected = {
  id: string;
  code: string;
  name: string;
  address: string | null;
  provinceId: string | null;
  provinceName: string | null;
  provinceNameEn: string | null;
  phone: string | null;
  email: string | null;
  status: string;
  config: TenantConfig;
  createdAt: Date;
  updatedAt: Date;
};

export function toSchoolRow(r: Selected, locale: Locale): SchoolRow {
  const c = r.config ?? {};
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    address: r.address,
    province_id: r.provinceId,
    province_name: (locale === 'en' ? r.provinceNameEn : r.provinceName) ?? null,
    phone: r.phone,
    email: r.email,
    status: r.status as SchoolStatus,
    logo: c.logo ?? null,
    brandName: c.brandName ?? null,
    ...themeColors(c),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}
