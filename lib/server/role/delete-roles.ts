import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { roles } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { conflict, notFound, unprocessable } from '../http/errors';
import { roleColumns } from './role-row';

/**
 * DELETE /Role/delete {ids}: all or nothing. Another school's id → 404; a system role → 422 errors.role_system;
 * a role any user holds → 409 errors.role_in_use.
 */
export async function deleteRoles(ctx: RequestContext, ids: string[]) {
  const unique = [...new Set(ids)];
  return schoolTransaction(ctx, async (tx) => {
    const found = await tx
      .select(roleColumns)
      .from(roles)
      .where(and(eq(roles.tenantId, ctx.tenantId), inArray(roles.id, unique)))
      .for('update');
    if (found.length !== unique.length) throw notFound();
    const system = found.find((r) => r.isSystem);
    if (system)
      throw unprocessable('errors.role_system', { name: ctx.locale === 'en' ? system.nameEn : system.nameVi });
    const used = found.find((r) => Number(r.userCount) > 0);
    if (used)
      throw conflict('errors.role_in_use', {
        name: ctx.locale === 'en' ? used.nameEn : used.nameVi,
        count: Number(used.userCount),
      });
    await tx.delete(roles).where(and(eq(roles.tenantId, ctx.tenantId), inArray(roles.id, unique)));
    return { id: unique.length === 1 ? unique[0] : null, message: 'roleAdmin.deleted' };
  });
}
