import 'server-only';
import { inTenant } from '../db/tenant-tx';
import type { RequestContext } from '../http/context';
import { decideAbsence } from './lock-absence';
import type { AbsenceRejectInput } from '@/lib/schemas/absence';

/** PUT /Absence/reject: a pending request is refused, with the reason the parent will read. */
export async function rejectAbsence(ctx: RequestContext, input: AbsenceRejectInput) {
  return inTenant(ctx, async (tx) => {
    await decideAbsence(tx, ctx, input.id, { status: 'rejected', reason: input.reason });
    return { id: input.id, message: 'absence.rejected' };
  });
}
