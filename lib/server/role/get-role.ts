import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { roles } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import type { RoleDetail } from '@/lib/schemas/role';
import { roleColumns, toRoleDetail } from './role-row';

/** A role of the caller's school, or 404 (another school's role is "not found"). */
export async function findRole(tx: Tx, tenantId: string, id: string) {
  const [row] = await tx
    .select(roleColumns)
    .from(roles)
    .where(and(eq(roles.tenantId, tenantId), eq(roles.id, id)));
  if (!row) throw notFound();
  return row;
}

/** GET /Role/get-detail?id=: one role with its rights matrix. */
export async function getRole(ctx: RequestContext, id: string): Promise<RoleDetail> {
  return schoolTransaction(ctx, async (tx) => toRoleDetail(await findRole(tx, ctx.tenantId, id), ctx.locale));
}
