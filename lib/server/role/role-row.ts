import 'server-only';
import { sql } from 'drizzle-orm';
import { roles } from '../db/schema';
import type { Locale } from '@/lib/i18n/routing';
import type { RoleDetail, RoleRow } from '@/lib/schemas/role';
import { countRights } from './normalize-rights';

/** How many users hold the role (in its school: user_roles rows are the school's). */
export const userCount = sql<number>`(select count(*)::int from user_roles ur where ur.tenant_id = ${roles.tenantId} and ur.role_id = ${roles.id})`;

export const roleColumns = {
  id: roles.id,
  key: roles.key,
  nameVi: roles.nameVi,
  nameEn: roles.nameEn,
  isSystem: roles.isSystem,
  rights: roles.rights,
  createdAt: roles.createdAt,
  userCount,
};

type Selected = {
  id: string;
  key: string;
  nameVi: string;
  nameEn: string;
  isSystem: boolean;
  rights: Record<string, string[]>;
  createdAt: Date;
  userCount: number;
};

export function toRoleRow(r: Selected, locale: Locale): RoleRow {
  return {
    id: r.id,
    key: r.key,
    name: locale === 'en' ? r.nameEn : r.nameVi,
    name_vi: r.nameVi,
    name_en: r.nameEn,
    is_system: r.isSystem,
    user_count: Number(r.userCount),
    right_count: countRights(r.rights ?? {}),
    created_at: new Date(r.createdAt).toISOString(),
  };
}

export function toRoleDetail(r: Selected, locale: Locale): RoleDetail {
  return { ...toRoleRow(r, locale), rights: r.rights ?? {} };
}
