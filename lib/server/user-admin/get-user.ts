import 'server-only';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import { classTeachers, sessions, tenants, userRoles, userSchools } from '../db/schema';
import type { RequestContext } from '../http/context';
import type { UserDetail } from '@/lib/schemas/user-admin';
import { accountFields } from './account-fields';
import { findTarget, otherSchoolCounts, runAs } from './access';

/**
 * GET /User/get-detail?id=: one staff account with its schools, roles, scope and classes. A school's staff see
 * only their own school's part of it; a user who is not in their school is "not found".
 */
export async function getUser(ctx: RequestContext, id: string): Promise<UserDetail> {
  const detail = await runAs(ctx, async (tx): Promise<UserDetail> => {
    const u = await findTarget(tx, ctx, id, false);
    const inScope = ctx.user.isSystemAdmin ? undefined : eq(userSchools.tenantId, ctx.tenantId);
    const memberships = await tx
      .select({
        tenantId: userSchools.tenantId,
        name: tenants.name,
        scope: userSchools.scope,
        isDefault: userSchools.isDefault,
      })
      .from(userSchools)
      .innerJoin(tenants, eq(tenants.id, userSchools.tenantId))
      .where(and(eq(userSchools.userId, id), inScope))
      .orderBy(asc(tenants.name));
    const schoolIds = memberships.map((m) => m.tenantId);
    const roleLinks = schoolIds.length
      ? await tx
          .select({ tenantId: userRoles.tenantId, id: userRoles.roleId })
          .from(userRoles)
          .where(and(eq(userRoles.userId, id), inArray(userRoles.tenantId, schoolIds)))
      : [];
    const classLinks = schoolIds.length
      ? await tx
          .select({ tenantId: classTeachers.tenantId, id: classTeachers.classId })
          .from(classTeachers)
          .where(and(eq(classTeachers.userId, id), inArray(classTeachers.tenantId, schoolIds)))
      : [];
    const [{ active }] = await tx
      .select({ active: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, id), eq(sessions.active, true), gt(sessions.expiresAt, sql`now()`)));
    return {
      ...accountFields(u),
      active_sessions: Number(active),
      shared: false,
      schools: memberships.map((m) => ({
        tenant_id: m.tenantId,
        tenant_name: m.name,
        scope: m.scope,
        is_default: m.isDefault,
        role_ids: roleLinks.filter((r) => r.tenantId === m.tenantId).map((r) => r.id),
        class_ids: classLinks.filter((c) => c.tenantId === m.tenantId).map((c) => c.id),
      })),
    };
  });
  // After the transaction: the embedded database has one connection.
  detail.shared = ((await otherSchoolCounts(ctx, [id])).get(id) ?? 0) > 0;
  return detail;
}
