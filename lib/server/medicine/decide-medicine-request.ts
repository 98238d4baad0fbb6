import 'server-only';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { decideRequest } from '../requests/workflow';
import { notifyMedicineDecided } from './notify-medicine';
import type { MedicineRejectInput } from '@/lib/schemas/medicine';

/** PUT /MedicineRequest/approve: a pending request is accepted (the parents notified); its doses can be logged from then on. */
export async function approveMedicineRequest(ctx: RequestContext, id: string) {
  await schoolTransaction(ctx, async (tx) => {
    await decideRequest(tx, ctx, 'medicine', id, { status: 'approved' });
    await notifyMedicineDecided(tx, ctx.tenantId, id);
  });
  return { id, message: 'medicine.approved' };
}

/** PUT /MedicineRequest/reject: a pending request is refused with the reason the parent reads (required, notified). */
export async function rejectMedicineRequest(ctx: RequestContext, input: MedicineRejectInput) {
  await schoolTransaction(ctx, async (tx) => {
    await decideRequest(tx, ctx, 'medicine', input.id, { status: 'rejected', reason: input.reason });
    await notifyMedicineDecided(tx, ctx.tenantId, input.id);
  });
  return { id: input.id, message: 'medicine.rejected' };
}
