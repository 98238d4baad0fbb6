import 'server-only';
import { asc } from 'drizzle-orm';
import { db } from '../db/client';
import { masterData, roles } from '../db/schema';
import { schoolTransactionById } from '../db/school-transaction';
import type { RequestContext } from '../http/context';

export type MasterDataItem = { type: string; value: string; name: string };
export type RoleOption = { key: string; value: string };

/** GET /MasterData/get-droplist: typed common data (value like `status_active`) and the school's role names. */
export async function getDroplist(ctx: RequestContext) {
  const database = await db();
  const en = ctx.locale === 'en';
  const rows = await database.select().from(masterData).orderBy(asc(masterData.type), asc(masterData.sort));
  const schoolRoles = await schoolTransactionById(ctx.tenantId, (tx) =>
    tx.select({ key: roles.key, nameVi: roles.nameVi, nameEn: roles.nameEn }).from(roles).orderBy(asc(roles.nameVi)),
  );
  const items: MasterDataItem[] = rows.map((r) => ({ type: r.type, value: `${r.type}_${r.value}`, name: en ? r.nameEn : r.nameVi }));
  const roleOptions: RoleOption[] = [
    { key: 'admin', value: en ? 'System administrator' : 'Quản trị hệ thống' },
    ...schoolRoles.filter((r) => r.key !== 'admin').map((r) => ({ key: r.key, value: en ? r.nameEn : r.nameVi })),
  ];
  return { items, roles: roleOptions };
}
