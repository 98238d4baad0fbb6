import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { ABSENCE_FROM } from './absence-rows';
import { absenceScope } from './scope';
import type { AbsenceStatus } from '@/lib/attendance-values';

export type LockedAbsence = {
  id: string;
  student_id: string;
  status: AbsenceStatus;
  from_date: string;
  to_date: string;
  attachment_path: string | null;
  /** The child's class now (the roll call the approval writes to). */
  current_class_id: string | null;
};

/**
 * One request of the caller's school and scope, locked until the transaction ends, so that two people deciding
 * it at once are served one after the other (the second sees it is no longer pending). Otherwise 404.
 */
export async function lockAbsence(tx: Tx, ctx: RequestContext, id: string): Promise<LockedAbsence> {
  const [row] = await rowsOf<LockedAbsence>(
    tx,
    sql`
    select a.id, a.student_id, a.status, a.from_date::text as from_date, a.to_date::text as to_date, a.attachment_path,
      s.class_id as current_class_id
    from ${ABSENCE_FROM}
    where a.tenant_id = ${ctx.tenantId} and a.id = ${id} and ${absenceScope(ctx)}
    for update of a`,
  );
  if (!row) throw notFound();
  return row;
}
