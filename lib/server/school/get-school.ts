import 'server-only';
import { eq } from 'drizzle-orm';
import { db } from '../db/client';
import { provinces, tenants } from '../db/schema';
import type { UserContext } from '../http/context';
import { notFound } from '../http/errors';
import { assertSystemAdmin } from './assert-system-admin';
import { provinceJoin, schoolColumns, toSchoolRow } from './school-view';

/** GET /Tenant/get-detail?id=: one school with its config. */
export async function getSchool(ctx: UserContext, id: string) {
  assertSystemAdmin(ctx);
  const database = await db();
  const [row] = await database
    .select(schoolColumns)
    .from(tenants)
    .leftJoin(provinces, provinceJoin)
    .where(eq(tenants.id, id));
  if (!row) throw notFound();
  return toSchoolRow(row, ctx.locale);
}
