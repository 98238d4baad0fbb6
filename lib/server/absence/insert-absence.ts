import 'server-only';
import { and, eq, inArray, lte, gte } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { createdBy, type Creator } from '../db/created-by';
import { absences, students } from '../db/schema';
import { conflict, unprocessable } from '../http/errors';
import type { AbsenceCreateInput } from '@/lib/schemas/absence';

type Child = typeof students.$inferSelect;

/**
 * Writes a new pending request for a child whose row the caller has locked (SELECT … FOR UPDATE) in this same
 * transaction: two requests for the same child sent at once queue on that lock, so the overlap check below
 * always sees the other one and both cannot get in.
 */
export async function insertAbsence(tx: Tx, tenantId: string, child: Child, input: AbsenceCreateInput, by: Creator) {
  if (child.status !== 'studying') throw unprocessable('errors.absence_child_not_studying');
  const [overlap] = await tx
    .select({ id: absences.id })
    .from(absences)
    .where(
      and(
        eq(absences.tenantId, tenantId),
        eq(absences.studentId, child.id),
        inArray(absences.status, ['pending', 'approved']),
        lte(absences.fromDate, input.to_date),
        gte(absences.toDate, input.from_date),
      ),
    )
    .limit(1);
  if (overlap) throw conflict('errors.absence_overlap');
  const [created] = await tx
    .insert(absences)
    .values({
      tenantId,
      studentId: child.id,
      classId: child.classId,
      fromDate: input.from_date,
      toDate: input.to_date,
      reason: input.reason,
      ...createdBy(by),
    })
    .returning({ id: absences.id });
  return created.id;
}
