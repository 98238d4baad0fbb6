import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { createdBy } from '../db/created-by';
import { healthDeclarations, type students } from '../db/schema';
import { conflict, unprocessable } from '../http/errors';
import { measureChild } from './measure';
import { assertNearLast } from './far-from-last';
import type { HealthCreateInput } from '@/lib/schemas/health';

type Child = typeof students.$inferSelect;
export type HealthAuthor = { userId: string; source: 'staff' | 'round' } | { accountId: string; source: 'parent' };

/** One measurement per child and day: 409 when the child has another (`except`: the one being corrected). */
export async function assertOnePerDay(tx: Tx, tenantId: string, childId: string, day: string, except?: string) {
  const [same] = await tx
    .select({ id: healthDeclarations.id })
    .from(healthDeclarations)
    .where(
      and(
        eq(healthDeclarations.tenantId, tenantId),
        eq(healthDeclarations.studentId, childId),
        eq(healthDeclarations.measuredOn, day),
        except ? ne(healthDeclarations.id, except) : undefined,
      ),
    );
  if (same) throw conflict('errors.health_already_measured');
}

/**
 * Writes a new measurement of a child whose row the caller locked in this transaction (so that two declarations of
 * the same day queue and the second sees the first): one per child and day (409), far from the child's other measurements only when confirmed (422), BMI and WHO
 * classes computed here.
 */
export async function insertDeclaration(tx: Tx, tenantId: string, child: Child, input: HealthCreateInput, by: HealthAuthor) {
  if (child.status !== 'studying') throw unprocessable('errors.health_child_not_studying');
  const values = measureChild(child, input.measured_on, input);
  await assertOnePerDay(tx, tenantId, child.id, input.measured_on);
  await assertNearLast(tx, tenantId, child.id, input);
  const [created] = await tx
    .insert(healthDeclarations)
    .values({
      tenantId,
      studentId: child.id,
      classId: child.classId,
      ...values,
      symptoms: input.symptoms,
      note: input.note,
      source: by.source,
      ...createdBy(by),
    })
    .returning({ id: healthDeclarations.id });
  return created.id;
}

/** Touches `updated_at`/`updated_by` with a change (the audit trigger keeps the old values). */
export const touched = (userId: string) => ({ updatedBy: userId, updatedAt: sql`now()` });
