import 'server-only';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { appAccounts, appAccountStudents, classes, guardians, students } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { childClass, eldestFirst, linkedChild } from '../app-auth/linked-children';
import { appAccountScope } from './scope';
import { pageOf, sortOf } from '@/lib/schemas/list';
import type { AppAccountChild, AppAccountListQuery, AppAccountRow } from '@/lib/schemas/app-account';
import { likePattern } from '@/lib/text';

const SORTS: Record<string, SQL> = {
  username: sql`lower(${appAccounts.username})`,
  guardian_name: sql`vn_fold(coalesce(${guardians.fullName}, ''))`,
  status: sql`${appAccounts.status}`,
  last_login_at: sql`${appAccounts.lastLoginAt}`,
  created_at: sql`${appAccounts.createdAt}`,
};

/** Free text over the username, the guardian's name and the linked children's names, accent-free. */
function searchOf(tenantId: string, term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = likePattern(term);
  return sql`(lower(${appAccounts.username}) like ${pattern} or vn_fold(coalesce(${guardians.fullName}, '')) like ${pattern}
    or exists (select 1 from ${appAccountStudents} join ${students} on ${students.tenantId} = ${tenantId} and ${students.id} = ${appAccountStudents.studentId}
      where ${appAccountStudents.tenantId} = ${tenantId} and ${appAccountStudents.accountId} = ${appAccounts.id} and vn_fold(${students.fullName}) like ${pattern}))`;
}

/** GET /AppAccount/get-list: the school's parents' accounts (a teacher's: those of their classes' children). */
export function listAppAccounts(ctx: RequestContext, q: AppAccountListQuery) {
  return schoolTransaction(ctx, async (tx) => {
    const where = and(
      eq(appAccounts.tenantId, ctx.tenantId),
      appAccountScope(ctx),
      q.status ? eq(appAccounts.status, q.status) : undefined,
      searchOf(ctx.tenantId, q.search),
    );
    // The school as a value on guardians: app_accounts is copied to every node, so only this routes the join.
    const guardianJoin = and(eq(guardians.tenantId, ctx.tenantId), eq(guardians.id, appAccounts.guardianId));
    const sort = sortOf(q.order_by, Object.keys(SORTS), 'username');
    const column = SORTS[sort.field];
    const { limit, offset } = pageOf(q);
    const rows = await tx
      .select({ a: appAccounts, guardianName: guardians.fullName, guardianPhone: guardians.phone })
      .from(appAccounts)
      .leftJoin(guardians, guardianJoin)
      .where(where)
      .orderBy(sort.desc ? desc(column) : asc(column), asc(appAccounts.id))
      .limit(limit)
      .offset(offset);
    const [{ total }] = await tx
      .select({ total: count() })
      .from(appAccounts)
      .leftJoin(guardians, guardianJoin)
      .where(where);
    const children = await childrenOf(
      tx,
      ctx.tenantId,
      rows.map((r) => r.a.id),
    );
    const data: AppAccountRow[] = rows.map(({ a, guardianName, guardianPhone }) => ({
      id: a.id,
      username: a.username,
      status: a.status,
      guardian_id: a.guardianId,
      guardian_name: guardianName,
      guardian_phone: guardianPhone,
      children: children.get(a.id) ?? [],
      last_login_at: a.lastLoginAt?.toISOString() ?? null,
      created_at: a.createdAt.toISOString(),
    }));
    return { data, total: Number(total) };
  });
}

/** The children linked to each of the given accounts. */
export async function childrenOf(tx: Tx, tenantId: string, accountIds: string[]) {
  const map = new Map<string, AppAccountChild[]>();
  if (!accountIds.length) return map;
  const rows = await tx
    .select({
      accountId: appAccountStudents.accountId,
      id: students.id,
      fullName: students.fullName,
      className: classes.name,
    })
    .from(appAccountStudents)
    .innerJoin(students, linkedChild)
    .leftJoin(classes, childClass)
    .where(and(eq(appAccountStudents.tenantId, tenantId), inArray(appAccountStudents.accountId, accountIds)))
    .orderBy(...eldestFirst);
  for (const r of rows) {
    const list = map.get(r.accountId) ?? [];
    list.push({ id: r.id, full_name: r.fullName, class_name: r.className });
    map.set(r.accountId, list);
  }
  return map;
}
