import 'server-only';
import { and, eq } from 'drizzle-orm';
import { appAccountStudents, classes, guardians, students, tenants } from '../db/schema';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { childClass, eldestFirst, linkedChild } from './linked-children';
import type { ParentChild } from '@/lib/parent-child';

/** A child of the family (GET /api/app/children's row): the one type the parents' pages read too. */
export type AppChild = ParentChild;

/** GET /api/app/children: only the children linked to the caller's app account. */
export function listAppChildren(ctx: ParentContext): Promise<AppChild[]> {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    const rows = await tx
      .select({
        id: students.id,
        fullName: students.fullName,
        nickname: students.nickname,
        dateOfBirth: students.dateOfBirth,
        classId: students.classId,
        className: classes.name,
        status: students.status,
      })
      .from(appAccountStudents)
      .innerJoin(students, linkedChild)
      .leftJoin(classes, childClass)
      .where(and(eq(appAccountStudents.tenantId, ctx.tenantId), eq(appAccountStudents.accountId, ctx.accountId)))
      .orderBy(...eldestFirst);
    return rows.map((r) => ({
      id: r.id,
      full_name: r.fullName,
      nickname: r.nickname,
      date_of_birth: r.dateOfBirth,
      class_id: r.classId,
      class_name: r.className,
      status: r.status,
    }));
  });
}

/** GET /api/app/profile: the account, the guardian it stands for and the school. */
export function getAppProfile(ctx: ParentContext) {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    const [g] = await tx
      .select({
        fullName: guardians.fullName,
        phone: guardians.phone,
        email: guardians.email,
        relationship: guardians.relationship,
      })
      .from(guardians)
      .where(and(eq(guardians.tenantId, ctx.tenantId), eq(guardians.id, ctx.guardianId)));
    const [school] = await tx
      .select({ code: tenants.code, name: tenants.name })
      .from(tenants)
      .where(eq(tenants.id, ctx.tenantId));
    return {
      account_id: ctx.accountId,
      username: ctx.username,
      full_name: g?.fullName ?? null,
      phone: g?.phone ?? null,
      email: g?.email ?? null,
      relationship: g?.relationship ?? null,
      school_code: school?.code ?? null,
      school_name: school?.name ?? null,
    };
  });
}
