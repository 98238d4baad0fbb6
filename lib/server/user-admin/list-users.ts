import 'server-only';
import { and, asc, count, eq, inArray, or, sql } from 'drizzle-orm';
import { roles, tenants, userRoles, userSchools, users } from '../db/schema';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { pageOf, sortOf } from '@/lib/schemas/list';
import { USER_SORTS, type UserListQuery, type UserRow } from '@/lib/schemas/user-admin';
import { likePattern } from '@/lib/text';
import { phoneSearch } from '@/lib/phone';
import { accountFields } from './account-fields';
import { otherSchoolCounts, runAs, visibleTo } from './access';

/**
 * GET /User/get-list: staff accounts with accent-free search (username, full name, e-mail, phone), filters
 * (status, role, and for system administrators the school), paging and sorting on the server. A school's staff see
 * only their school's users (teachers only those of their classes); system administrators see everyone.
 */
export async function listUsers(ctx: RequestContext, q: UserListQuery) {
  if (q.tenant_id && !ctx.user.isSystemAdmin && q.tenant_id !== ctx.tenantId) throw notFound();
  const sort = sortOf(q.order_by, USER_SORTS, 'username');
  const pattern = q.search ? likePattern(q.search) : null;
  // "0912 345" finds 0912345678 too: a phone-like search is also compared with the phones' digits alone (a name or
  // username with digits in it is not).
  const digits = q.search ? (phoneSearch(q.search)?.replace('+', '') ?? '') : '';
  const school = ctx.user.isSystemAdmin ? q.tenant_id : undefined;
  const where = and(
    visibleTo(ctx),
    school
      ? sql`exists (select 1 from ${userSchools} where ${userSchools.tenantId} = ${school} and ${userSchools.userId} = ${users.id})`
      : undefined,
    pattern
      ? or(
          sql`vn_fold(${users.username}) like ${pattern}`,
          sql`vn_fold(${users.fullName}) like ${pattern}`,
          sql`vn_fold(coalesce(${users.email}, '')) like ${pattern}`,
          sql`vn_fold(coalesce(${users.phone}, '')) like ${pattern}`,
          digits.length >= 3
            ? sql`regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g') like ${likePattern(digits)}`
            : undefined,
        )
      : undefined,
    q.status ? eq(users.status, q.status) : undefined,
    q.role_id
      ? sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${q.role_id})`
      : undefined,
  );
  const column = {
    username: sql`lower(${users.username})`,
    full_name: sql`vn_name_key(${users.fullName}) collate "C"`,
    email: sql`lower(${users.email})`,
    status: users.status,
    last_login_at: users.lastLoginAt,
    created_at: users.createdAt,
  }[sort.field];
  const { limit, offset } = pageOf(q);
  // The school whose roles and scope the rows show: the filtered one, else the chosen one.
  const view = school ?? ctx.tenantId;

  const page = await runAs(ctx, async (tx) => {
    const rows = await tx
      .select()
      .from(users)
      .where(where)
      .orderBy(sort.desc ? sql`${column} desc nulls last` : sql`${column} asc nulls last`, asc(users.id))
      .limit(limit)
      .offset(offset);
    const [{ total }] = await tx.select({ total: count() }).from(users).where(where);
    const ids = rows.map((r) => r.id);
    const roleRows = ids.length
      ? await tx
          .select({ userId: userRoles.userId, id: roles.id, nameVi: roles.nameVi, nameEn: roles.nameEn })
          .from(userRoles)
          .innerJoin(roles, and(eq(roles.tenantId, userRoles.tenantId), eq(roles.id, userRoles.roleId)))
          .where(and(eq(userRoles.tenantId, view), inArray(userRoles.userId, ids)))
          .orderBy(asc(roles.nameVi))
      : [];
    const memberRows = ids.length
      ? await tx
          .select({ userId: userSchools.userId, scope: userSchools.scope, id: tenants.id, name: tenants.name })
          .from(userSchools)
          .innerJoin(tenants, eq(tenants.id, userSchools.tenantId))
          .where(
            and(
              inArray(userSchools.userId, ids),
              ctx.user.isSystemAdmin ? undefined : eq(userSchools.tenantId, ctx.tenantId),
            ),
          )
          .orderBy(asc(tenants.name))
      : [];
    const data: UserRow[] = rows.map((u) => ({
      ...accountFields(u),
      scope: u.isSystemAdmin ? 'system' : (memberRows.find((m) => m.userId === u.id && m.id === view)?.scope ?? null),
      roles: roleRows
        .filter((r) => r.userId === u.id)
        .map((r) => ({ id: r.id, name: ctx.locale === 'en' ? r.nameEn : r.nameVi })),
      schools: ctx.user.isSystemAdmin
        ? memberRows.filter((m) => m.userId === u.id).map((m) => ({ id: m.id, name: m.name }))
        : [],
      shared: false,
    }));
    return { data, total: Number(total) };
  });
  // After the transaction: the embedded database has one connection.
  const others = await otherSchoolCounts(
    ctx,
    page.data.map((u) => u.id),
  );
  for (const row of page.data) row.shared = (others.get(row.id) ?? 0) > 0;
  return page;
}
