import 'server-only';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { classTeachers, classes, roles, tenants, userRoles, userSchools } from '../db/schema';
import type { RequestContext } from '../http/context';
import { badRequest, notFound } from '../http/errors';
import type { Membership } from '@/lib/schemas/user-admin';

/**
 * Checks the schools of a create or update before anything is written: a school's staff send exactly their own
 * school (another school's id → 404; theirs missing → 400 errors.school_required); a system administrator may
 * send any existing school. Every role and class must belong to its school (else 404).
 */
export async function checkMemberships(tx: Tx, ctx: RequestContext, schools: Membership[]) {
  if (!ctx.user.isSystemAdmin) {
    if (schools.some((m) => m.tenant_id !== ctx.tenantId)) throw notFound();
    if (!schools.length) throw badRequest('errors.school_required', { schools: 'errors.school_required' });
  } else if (schools.length) {
    const ids = schools.map((m) => m.tenant_id);
    const found = await tx.select({ id: tenants.id }).from(tenants).where(inArray(tenants.id, ids));
    if (found.length !== ids.length) throw notFound();
  }
  const rights = new Map<string, Record<string, string[]>[]>();
  for (const m of schools) {
    const roleIds = [...new Set(m.role_ids)];
    const classIds = [...new Set(m.class_ids)];
    if (roleIds.length) {
      // Shared lock: a role being given cannot be deleted by a concurrent call.
      const found = await tx
        .select({ id: roles.id, rights: roles.rights })
        .from(roles)
        .where(and(eq(roles.tenantId, m.tenant_id), inArray(roles.id, roleIds)))
        .for('share');
      if (found.length !== roleIds.length) throw notFound();
      rights.set(
        m.tenant_id,
        found.map((r) => r.rights),
      );
    }
    if (classIds.length) {
      const found = await tx
        .select({ id: classes.id })
        .from(classes)
        .where(and(eq(classes.tenantId, m.tenant_id), inArray(classes.id, classIds)));
      if (found.length !== classIds.length) throw notFound();
    }
  }
  /** The rights the user will hold in each school, for the self-demotion rule. */
  return rights;
}

/**
 * Writes the user's schools. A school's staff replace only their own school's part; a system administrator
 * replaces the whole list (schools left out are taken away). Only what changed is written, so that the audit log
 * shows the real changes.
 */
export async function saveMemberships(tx: Tx, ctx: RequestContext, userId: string, schools: Membership[]) {
  const existing = await tx
    .select({ tenantId: userSchools.tenantId, scope: userSchools.scope, isDefault: userSchools.isDefault })
    .from(userSchools)
    .where(
      and(eq(userSchools.userId, userId), ctx.user.isSystemAdmin ? undefined : eq(userSchools.tenantId, ctx.tenantId)),
    );

  if (ctx.user.isSystemAdmin) {
    const gone = existing.map((e) => e.tenantId).filter((id) => !schools.some((m) => m.tenant_id === id));
    if (gone.length) {
      await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), inArray(userRoles.tenantId, gone)));
      await tx
        .delete(classTeachers)
        .where(and(eq(classTeachers.userId, userId), inArray(classTeachers.tenantId, gone)));
      await tx.delete(userSchools).where(and(eq(userSchools.userId, userId), inArray(userSchools.tenantId, gone)));
    }
  }
  let hasDefault = existing.some((e) => e.isDefault && schools.some((m) => m.tenant_id === e.tenantId));
  if (!ctx.user.isSystemAdmin && !hasDefault) {
    // Another school (invisible here) may be the user's default already.
    hasDefault = existing.some((e) => e.isDefault);
  }

  for (const m of schools) {
    const was = existing.find((e) => e.tenantId === m.tenant_id);
    if (!was) {
      await tx.insert(userSchools).values({ tenantId: m.tenant_id, userId, scope: m.scope, isDefault: !hasDefault });
      hasDefault = true;
    } else if (was.scope !== m.scope) {
      await tx
        .update(userSchools)
        .set({ scope: m.scope })
        .where(and(eq(userSchools.tenantId, m.tenant_id), eq(userSchools.userId, userId)));
    }
    await syncLinks(tx, m.tenant_id, userId, [...new Set(m.role_ids)], 'role');
    await syncLinks(tx, m.tenant_id, userId, [...new Set(m.class_ids)], 'class');
  }
}

async function syncLinks(tx: Tx, tenantId: string, userId: string, wanted: string[], kind: 'role' | 'class') {
  const table = kind === 'role' ? userRoles : classTeachers;
  const column = kind === 'role' ? userRoles.roleId : classTeachers.classId;
  const mine = and(eq(table.tenantId, tenantId), eq(table.userId, userId));
  await tx.delete(table).where(wanted.length ? and(mine, notInArray(column, wanted)) : mine);
  const have = (await tx.select({ id: column }).from(table).where(mine)).map((r) => r.id);
  const add = wanted.filter((id) => !have.includes(id));
  if (!add.length) return;
  if (kind === 'role') await tx.insert(userRoles).values(add.map((roleId) => ({ tenantId, userId, roleId })));
  else await tx.insert(classTeachers).values(add.map((classId) => ({ tenantId, userId, classId })));
}
