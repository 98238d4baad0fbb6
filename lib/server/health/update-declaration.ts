import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { healthDeclarations } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { lockStudent } from '../student/scope';
import { HEALTH_FROM, healthScope } from './health-rows';
import { measureChild } from './measure';
import { assertNearLast } from './far-from-last';
import { assertOnePerDay, touched } from './write-declaration';
import type { HealthUpdateInput } from '@/lib/schemas/health';

/**
 * PUT /HealthDeclaration/update: corrects a measurement of the caller's scope (another school's or another class's is
 * 404); the child stays the same, everything is checked and computed again as on create.
 */
export async function updateDeclaration(ctx: RequestContext, input: HealthUpdateInput) {
  await schoolTransaction(ctx, async (tx) => {
    const [row] = await rowsOf<{ student_id: string }>(
      tx,
      sql`select d.student_id from ${HEALTH_FROM} where d.tenant_id = ${ctx.tenantId} and d.id = ${input.id} and ${healthScope(ctx)}`,
    );
    if (!row || row.student_id !== input.student_id) throw notFound();
    const child = await lockStudent(tx, ctx, row.student_id).catch(() => {
      throw notFound();
    });
    const values = measureChild(child, input.measured_on, input);
    await assertOnePerDay(tx, ctx.tenantId, child.id, input.measured_on, input.id);
    await assertNearLast(tx, ctx.tenantId, child.id, input, input.id);
    await tx
      .update(healthDeclarations)
      .set({ ...values, symptoms: input.symptoms, note: input.note, ...touched(ctx.userId) })
      .where(and(eq(healthDeclarations.tenantId, ctx.tenantId), eq(healthDeclarations.id, input.id)));
  });
  return { id: input.id, message: 'health.updated' };
}
