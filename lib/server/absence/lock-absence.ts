import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import type { RequestContext } from '../http/context';
import { decideRequest, lockRequest, type Decision } from '../requests/workflow';
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

/** What an absence's decisions and attachment need besides the workflow's own columns. */
const ABSENCE_COLUMNS = sql`, a.from_date::text as from_date, a.to_date::text as to_date, a.attachment_path,
  s.class_id as current_class_id`;

/** One request of the caller's school and scope, locked until the transaction ends (the shared workflow); else 404. */
export const lockAbsence = (tx: Tx, ctx: RequestContext, id: string) =>
  lockRequest<LockedAbsence>(tx, ctx, 'absence', id, ABSENCE_COLUMNS);

/** Approve or reject a pending request through the shared workflow; 409 once decided. */
export const decideAbsence = (tx: Tx, ctx: RequestContext, id: string, decision: Decision) =>
  decideRequest<LockedAbsence>(tx, ctx, 'absence', id, decision, ABSENCE_COLUMNS);
