import 'server-only';
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import { roles } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { pageOf, sortOf } from '@/lib/schemas/list';
import { ROLE_SORTS, type RoleListQuery } from '@/lib/schemas/role';
import { likePattern } from '@/lib/text';
import { roleColumns, toRoleRow, userCount } from './role-row';

/** GET /Role/get-list: the chosen school's roles, with how many users hold each; accent-free search on names and key. */
export async function listRoles(ctx: RequestContext, q: RoleListQuery) {
  const sort = sortOf(q.order_by, ROLE_SORTS, 'name');
  const name = ctx.locale === 'en' ? roles.nameEn : roles.nameVi;
  const pattern = q.search ? likePattern(q.search) : null;
  const where = and(
    eq(roles.tenantId, ctx.tenantId),
    pattern
      ? or(
          sql`vn_fold(${roles.nameVi}) like ${pattern}`,
          sql`vn_fold(${roles.nameEn}) like ${pattern}`,
          sql`vn_fold(${roles.key}) like ${pattern}`,
        )
      : undefined,
  );
  const column = { name: sql`vn_fold(${name})`, key: roles.key, users: userCount, created_at: roles.createdAt }[
    sort.field
  ];
  const { limit, offset } = pageOf(q);
  return schoolTransaction(ctx, async (tx) => {
    const rows = await tx
      .select(roleColumns)
      .from(roles)
      .where(where)
      .orderBy(sort.desc ? desc(column) : asc(column), asc(roles.id))
      .limit(limit)
      .offset(offset);
    const [{ total }] = await tx.select({ total: count() }).from(roles).where(where);
    return { data: rows.map((r) => toRoleRow(r, ctx.locale)), total: Number(total) };
  });
}
