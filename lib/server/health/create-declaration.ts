import 'server-only';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { lockStudent } from '../student/scope';
import { insertDeclaration } from './write-declaration';
import type { HealthCreateInput } from '@/lib/schemas/health';

/**
 * POST /HealthDeclaration/create: staff measure one child of their scope on a day (not before birth, not in the
 * future, values plausible for the age; 422 with the field otherwise), one measurement per child and day (409).
 */
export async function createDeclaration(ctx: RequestContext, input: HealthCreateInput) {
  const id = await schoolTransaction(ctx, async (tx) => {
    const child = await lockStudent(tx, ctx, input.student_id);
    return insertDeclaration(tx, ctx.tenantId, child, input, { userId: ctx.userId, source: 'staff' });
  });
  return { id, message: 'health.created' };
}
