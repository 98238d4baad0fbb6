import 'server-only';
import { and, eq } from 'drizzle-orm';
import { roles } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { conflict } from '../http/errors';
import { isUniqueViolation } from '../db/unique-violation';
import type { RoleCreate } from '@/lib/schemas/role';
import { normalizeRights } from './normalize-rights';
import { RESERVED_ROLE_KEYS, freeRoleKey, keyFromName } from './role-key';

/** POST /Role/create: a new role of the chosen school. A key given and already used → 409 errors.role_key_taken. */
export async function createRole(ctx: RequestContext, input: RoleCreate) {
  const rights = normalizeRights(input.rights);
  try {
    return await schoolTransaction(ctx, async (tx) => {
      let key = input.key;
      if (key) {
        const [used] = await tx
          .select({ id: roles.id })
          .from(roles)
          .where(and(eq(roles.tenantId, ctx.tenantId), eq(roles.key, key)));
        if (used || RESERVED_ROLE_KEYS.includes(key)) throw conflict('errors.role_key_taken');
      } else {
        key = await freeRoleKey(tx, ctx.tenantId, keyFromName(input.name_en || input.name_vi));
      }
      const [row] = await tx
        .insert(roles)
        .values({ tenantId: ctx.tenantId, key, nameVi: input.name_vi, nameEn: input.name_en, isSystem: false, rights })
        .returning({ id: roles.id });
      return { id: row.id, message: 'roleAdmin.created' };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'roles_tenant_key')) throw conflict('errors.role_key_taken');
    throw error;
  }
}
