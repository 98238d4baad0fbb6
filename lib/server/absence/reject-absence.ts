import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { absences } from '../db/schema';
import { inTenant } from '../db/tenant-tx';
import type { RequestContext } from '../http/context';
import { lockAbsence } from './lock-absence';
import { notPending } from './scope';
import type { AbsenceRejectInput } from '@/lib/schemas/absence';

/** PUT /Absence/reject: a pending request is refused, with the reason the parent will read. */
export async function rejectAbsence(ctx: RequestContext, input: AbsenceRejectInput) {
  return inTenant(ctx, async (tx) => {
    const absence = await lockAbsence(tx, ctx, input.id);
    if (absence.status !== 'pending') throw notPending(ctx.locale, absence.status);
    await tx
      .update(absences)
      .set({
        status: 'rejected',
        rejectReason: input.reason,
        decidedBy: ctx.userId,
        decidedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(absences.tenantId, ctx.tenantId), eq(absences.id, input.id)));
    return { id: input.id, message: 'absence.rejected' };
  });
}
