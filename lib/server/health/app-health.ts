import 'server-only';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { familyChild } from '../absence/family';
import { insertDeclaration } from './write-declaration';
import type { HealthCreateInput } from '@/lib/schemas/health';

/**
 * POST /api/app/health-declarations/create: a parent declares a measurement of one of their own children (another
 * family's child is 404); the same checks and computation as staff entries, shown on the child's growth chart.
 */
export async function createAppDeclaration(ctx: ParentContext, input: HealthCreateInput) {
  const id = await schoolTransactionById(ctx.tenantId, async (tx) => {
    const child = await familyChild(tx, ctx, input.student_id, true);
    return insertDeclaration(tx, ctx.tenantId, child, input, { accountId: ctx.accountId, source: 'parent' });
  });
  return { id, message: 'health.created' };
}
