import 'server-only';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { lockStudent } from '../student/scope';
import { insertAbsence } from './insert-absence';
import type { AbsenceCreateInput } from '@/lib/schemas/absence';

/**
 * POST /Absence/create: staff enter a request on a parent's behalf, for a child of their scope who is studying;
 * at most 60 days (checked by the schema), never overlapping another pending or approved request (409).
 */
export async function createAbsence(ctx: RequestContext, input: AbsenceCreateInput) {
  const id = await schoolTransaction(ctx, async (tx) => {
    const child = await lockStudent(tx, ctx, input.student_id);
    return insertAbsence(tx, ctx.tenantId, child, input, { userId: ctx.userId });
  });
  return { id, message: 'absence.created' };
}
