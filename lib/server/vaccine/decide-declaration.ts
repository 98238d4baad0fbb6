import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { lockRequest, moveRequest } from '../requests/workflow';
import { notifyDeclarationDecided } from './notify-declaration';
import type { VaccineRejectInput } from '@/lib/schemas/vaccine';
import type { VaccineDeclarationStatus } from '@/lib/vaccine-values';

/**
 * One declaration of the caller's school and scope, locked until the transaction ends (the shared workflow), with
 * its photo; otherwise 404.
 */
export const lockDeclaration = (tx: Tx, ctx: RequestContext, id: string) =>
  lockRequest<{ status: VaccineDeclarationStatus; photo_path: string | null }>(
    tx,
    ctx,
    'declaration',
    id,
    sql`, a.photo_path`,
  );

/** PUT /VaccineDeclaration/verify: staff saw the book; a declared dose becomes verified (409 once decided); the parents are notified. */
export async function verifyDeclaration(ctx: RequestContext, id: string) {
  await schoolTransaction(ctx, async (tx) => {
    await moveRequest(tx, ctx, 'declaration', id, 'verified');
    await notifyDeclarationDecided(tx, ctx.tenantId, id);
  });
  return { id, message: 'vaccine.verified' };
}

/** PUT /VaccineDeclaration/reject: a declared dose is refused, with the reason the parent reads (required, notified). */
export async function rejectDeclaration(ctx: RequestContext, input: VaccineRejectInput) {
  await schoolTransaction(ctx, async (tx) => {
    await moveRequest(tx, ctx, 'declaration', input.id, 'rejected', { reason: input.reason });
    await notifyDeclarationDecided(tx, ctx.tenantId, input.id);
  });
  return { id: input.id, message: 'vaccine.rejected' };
}
