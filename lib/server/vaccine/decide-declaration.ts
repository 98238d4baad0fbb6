import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { vaccineDeclarations } from '../db/schema';
import { inTenant } from '../db/tenant-tx';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { DECLARATION_FROM, declarationScope, notDeclared } from './scope';
import type { VaccineRejectInput } from '@/lib/schemas/vaccine';
import type { VaccineDeclarationStatus } from '@/lib/vaccine-values';

/**
 * One declaration of the caller's school and scope, locked until the transaction ends, so two people deciding it
 * at once are served one after the other (the second sees it is decided). Otherwise 404.
 */
export async function lockDeclaration(tx: Tx, ctx: RequestContext, id: string) {
  const [row] = await rowsOf<{ id: string; status: VaccineDeclarationStatus; photo_path: string | null }>(
    tx,
    sql`select vd.id, vd.status, vd.photo_path from ${DECLARATION_FROM}
      where vd.tenant_id = ${ctx.tenantId} and vd.id = ${id} and ${declarationScope(ctx)}
      for update of vd`,
  );
  if (!row) throw notFound();
  return row;
}

/** PUT /VaccineDeclaration/verify: staff saw the book; a declared dose becomes verified (409 once decided). */
export function verifyDeclaration(ctx: RequestContext, id: string) {
  return inTenant(ctx, async (tx) => {
    const row = await lockDeclaration(tx, ctx, id);
    if (row.status !== 'declared') throw notDeclared(ctx.locale, row.status);
    await tx
      .update(vaccineDeclarations)
      .set({ status: 'verified', decidedBy: ctx.userId, decidedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(vaccineDeclarations.tenantId, ctx.tenantId), eq(vaccineDeclarations.id, id)));
    return { id, message: 'vaccine.verified' };
  });
}

/** PUT /VaccineDeclaration/reject: a declared dose is refused, with the reason the parent reads (required). */
export function rejectDeclaration(ctx: RequestContext, input: VaccineRejectInput) {
  return inTenant(ctx, async (tx) => {
    const row = await lockDeclaration(tx, ctx, input.id);
    if (row.status !== 'declared') throw notDeclared(ctx.locale, row.status);
    await tx
      .update(vaccineDeclarations)
      .set({
        status: 'rejected',
        rejectReason: input.reason,
        decidedBy: ctx.userId,
        decidedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(vaccineDeclarations.tenantId, ctx.tenantId), eq(vaccineDeclarations.id, input.id)));
    return { id: input.id, message: 'vaccine.rejected' };
  });
}
