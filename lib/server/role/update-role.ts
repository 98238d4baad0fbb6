import 'server-only';
import { and, eq } from 'drizzle-orm';
import { roles, userRoles } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { unprocessable } from '../http/errors';
import { hasRight, mergeRights } from '@/lib/rights';
import type { RoleUpdate } from '@/lib/schemas/role';
import { holdsAll, lockedRights, normalizeRights } from './normalize-rights';
import { findRole } from './get-role';

/**
 * PUT /Role/update/{id}: names and rights. The school's system role (principal) keeps every right on users and
 * roles (422 errors.role_system_rights), and nobody takes those rights away from themself through a role they hold
 * (422 errors.cannot_demote_self). Takes effect at the next call of each holder: rights are read per request.
 */
export async function updateRole(ctx: RequestContext, id: string, input: RoleUpdate) {
  const rights = normalizeRights(input.rights);
  return schoolTransaction(ctx, async (tx) => {
    const role = await findRole(tx, ctx.tenantId, id);
    if (role.isSystem && !holdsAll(rights, lockedRights())) throw unprocessable('errors.role_system_rights');
    if (!ctx.user.isSystemAdmin) {
      const mine = await tx
        .select({ id: roles.id, rights: roles.rights })
        .from(userRoles)
        .innerJoin(roles, and(eq(roles.tenantId, userRoles.tenantId), eq(roles.id, userRoles.roleId)))
        .where(and(eq(userRoles.tenantId, ctx.tenantId), eq(userRoles.userId, ctx.userId)));
      if (mine.some((r) => r.id === id)) {
        const after = mergeRights(mine.map((r) => (r.id === id ? rights : r.rights)));
        for (const menu of ['user', 'role'] as const) {
          if (ctx.can(menu, 'update') && !hasRight(after, menu, 'update'))
            throw unprocessable('errors.cannot_demote_self');
        }
      }
    }
    await tx
      .update(roles)
      .set({ nameVi: input.name_vi, nameEn: input.name_en, rights, updatedAt: new Date() })
      .where(and(eq(roles.tenantId, ctx.tenantId), eq(roles.id, id)));
    return { id, message: 'roleAdmin.updated' };
  });
}
