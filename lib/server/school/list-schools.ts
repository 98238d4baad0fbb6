import 'server-only';
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import { db } from '../db/client';
import { provinces, tenants } from '../db/schema';
import type { UserContext } from '../http/context';
import { assertSystemAdmin } from './assert-system-admin';
import { provinceJoin, schoolColumns, toSchoolRow } from './school-view';
import { pageOf, sortOf } from '@/lib/schemas/list';
import type { SchoolListQuery } from '@/lib/schemas/school';
import { likePattern } from '@/lib/text';

const SORTS = {
  name: tenants.name,
  code: tenants.code,
  status: tenants.status,
  created_at: tenants.createdAt,
} as const;

/** GET /Tenant/get-list: every school, active or not, for system administrators. */
export async function listSchools(ctx: UserContext, q: SchoolListQuery) {
  assertSystemAdmin(ctx);
  const database = await db();
  const term = q.search ? likePattern(q.search) : null;
  const where = and(
    q.status ? eq(tenants.status, q.status) : undefined,
    q.province_id ? eq(tenants.provinceId, q.province_id) : undefined,
    term
      ? or(
          sql`vn_fold(${tenants.name}) like ${term}`,
          sql`lower(${tenants.code}) like ${term}`,
          sql`coalesce(${tenants.phone}, '') like ${term}`,
          sql`lower(coalesce(${tenants.email}, '')) like ${term}`,
        )
      : undefined,
  );
  const sort = sortOf(q.order_by, Object.keys(SORTS) as (keyof typeof SORTS)[], 'name');
  const column = SORTS[sort.field];
  const { limit, offset } = pageOf(q);
  const [rows, [{ total }]] = await Promise.all([
    database
      .select(schoolColumns)
      .from(tenants)
      .leftJoin(provinces, provinceJoin)
      .where(where)
      .orderBy(sort.desc ? desc(column) : asc(column), asc(tenants.id))
      .limit(limit)
      .offset(offset),
    database.select({ total: count() }).from(tenants).where(where),
  ]);
  return { data: rows.map((r) => toSchoolRow(r, ctx.locale)), total: Number(total) };
}
