import 'server-only';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { decideAbsence } from './lock-absence';
import { notifyAbsenceDecided } from './notify-absence';
import type { AbsenceRejectInput } from '@/lib/schemas/absence';

/** PUT /Absence/reject: a pending request is refused, with the reason the parent will read (notified). */
export async function rejectAbsence(ctx: RequestContext, input: AbsenceRejectInput) {
  return schoolTransaction(ctx, async (tx) => {
    await decideAbsence(tx, ctx, input.id, { status: 'rejected', reason: input.reason });
    await notifyAbsenceDecided(tx, ctx.tenantId, input.id);
    return { id: input.id, message: 'absence.rejected' };
  });
}
