import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { emitNotification } from '../notification/emit';
import { requestNotice } from '../requests/request-notice';
import { dayText } from '@/lib/day';

type Days = { from_date: string; to_date: string };
const DAYS = sql`, a.from_date::text as from_date, a.to_date::text as to_date`;

/** A parent's new leave request, to the staff who may decide it in the request's class (`absence` approve). */
export async function notifyAbsenceRequested(tx: Tx, tenantId: string, id: string) {
  const n = await requestNotice<Days>(tx, tenantId, 'absence', id, DAYS);
  await emitNotification(tx, tenantId, {
    kind: 'absence_requested',
    audience: { type: 'staff', menu: 'absence', action: 'approve', classId: n.class_id },
    params: { child: n.child, class: n.class_name, from: dayText(n.from_date), to: dayText(n.to_date) },
    url: '/management/absence',
    tag: `absence:${id}`,
    studentId: n.student_id,
  });
}

/** Staff approved or refused a leave request: to the child's parents, with the reason when refused. */
export async function notifyAbsenceDecided(tx: Tx, tenantId: string, id: string) {
  const n = await requestNotice<Days>(tx, tenantId, 'absence', id, DAYS);
  await emitNotification(tx, tenantId, {
    kind: 'absence_decided',
    audience: { type: 'students', studentIds: [n.student_id] },
    params: {
      child: n.child,
      from: dayText(n.from_date),
      to: dayText(n.to_date),
      status: n.status === 'approved' ? 'approved' : 'rejected',
      reason: n.reason,
    },
    url: '/parent/absences',
    tag: `absence:${id}`,
    studentId: n.student_id,
  });
}
