import 'server-only';
import { and, asc, desc, eq } from 'drizzle-orm';
import { classes, roles, schoolYears, tenants } from '../db/schema';
import { schoolTransactionById } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import type { Assignable } from '@/lib/schemas/role';

/**
 * GET /Role/get-assignable?tenant_id=: the roles and classes a user can be given in a school, for the user form.
 * A school's staff ask only about their own school; a system administrator about any (another school → 404).
 */
export async function listAssignable(ctx: RequestContext, tenantId?: string): Promise<Assignable> {
  const target = tenantId ?? ctx.tenantId;
  if (target !== ctx.tenantId && !ctx.user.isSystemAdmin) throw notFound();
  return schoolTransactionById(
    target,
    async (tx) => {
      const [school] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, target));
      if (!school) throw notFound();
      const roleRows = await tx
        .select({ id: roles.id, key: roles.key, nameVi: roles.nameVi, nameEn: roles.nameEn, isSystem: roles.isSystem })
        .from(roles)
        .where(eq(roles.tenantId, target))
        .orderBy(desc(roles.isSystem), asc(roles.nameVi));
      const classRows = await tx
        .select({ id: classes.id, name: classes.name, status: classes.status, year: schoolYears.name })
        .from(classes)
        .innerJoin(
          schoolYears,
          and(eq(schoolYears.tenantId, classes.tenantId), eq(schoolYears.id, classes.schoolYearId)),
        )
        .where(eq(classes.tenantId, target))
        .orderBy(desc(schoolYears.startDate), asc(classes.name));
      return {
        tenant_id: target,
        roles: roleRows.map((r) => ({
          id: r.id,
          key: r.key,
          name: ctx.locale === 'en' ? r.nameEn : r.nameVi,
          is_system: r.isSystem,
        })),
        classes: classRows.map((c) => ({ id: c.id, name: c.name, school_year: c.year, status: c.status })),
      };
    },
    ctx.userId,
  );
}
