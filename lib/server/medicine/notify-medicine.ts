import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { emitNotification } from '../notification/emit';
import { requestNotice } from '../requests/request-notice';
import { dayText } from '@/lib/day';
import type { NotificationAudience } from '@/lib/notification-events';
import type { MedicineItem } from '@/lib/schemas/medicine';

type Days = { from_date: string; to_date: string };
const DAYS = sql`, a.from_date::text as from_date, a.to_date::text as to_date`;

/** The request's days as its notices write them: one day, or the first and the last (dd/MM/yyyy–dd/MM/yyyy). */
export const requestDays = (r: Days) =>
  r.from_date === r.to_date ? dayText(r.from_date) : `${dayText(r.from_date)}–${dayText(r.to_date)}`;

/** The medicines of a request given at `time`, by name. */
export function medicinesAt(medicines: MedicineItem[] | string, time: string) {
  const list: MedicineItem[] = typeof medicines === 'string' ? JSON.parse(medicines) : medicines;
  return list
    .filter((m) => m.times.includes(time))
    .map((m) => m.name)
    .join(', ');
}

/** A parent's new medicine request, to the staff who may decide it in the child's class (the nurse, the teachers). */
export async function notifyMedicineRequested(tx: Tx, tenantId: string, id: string) {
  const n = await requestNotice<Days>(tx, tenantId, 'medicine', id, DAYS);
  await emitNotification(tx, tenantId, {
    kind: 'medicine_requested',
    audience: { type: 'staff', menu: 'medicine-request', action: 'approve', classId: n.class_id },
    params: { child: n.child, class: n.class_name, date: requestDays(n) },
    url: '/management/medicine-request',
    tag: `medicine:${id}`,
    studentId: n.student_id,
  });
}

/** Staff accepted or refused a medicine request: to the child's parents, with the reason when refused. */
export async function notifyMedicineDecided(tx: Tx, tenantId: string, id: string) {
  const n = await requestNotice<Days>(tx, tenantId, 'medicine', id, DAYS);
  await emitNotification(tx, tenantId, {
    kind: 'medicine_decided',
    audience: { type: 'students', studentIds: [n.student_id] },
    params: { child: n.child, date: requestDays(n), status: n.status === 'approved' ? 'approved' : 'rejected', reason: n.reason },
    url: '/parent/medicine',
    tag: `medicine:${id}`,
    studentId: n.student_id,
  });
}

/** A dose logged as given or not given (with its reason): to the child's parents. */
export async function notifyDoseLogged(
  tx: Tx,
  tenantId: string,
  dose: { id: string; request_id: string; time: string; status: 'given' | 'not_given'; reason: string | null },
) {
  const n = await requestNotice<{ medicines: MedicineItem[] | string }>(
    tx,
    tenantId,
    'medicine',
    dose.request_id,
    sql`, a.medicines`,
  );
  const audience: NotificationAudience = { type: 'students', studentIds: [n.student_id] };
  const common = {
    audience,
    url: '/parent/medicine',
    tag: `dose:${dose.id}`,
    studentId: n.student_id,
  };
  const params = { child: n.child, medicine: medicinesAt(n.medicines, dose.time), time: dose.time };
  if (dose.status === 'given') await emitNotification(tx, tenantId, { ...common, kind: 'dose_given', params });
  else await emitNotification(tx, tenantId, { ...common, kind: 'dose_not_given', params: { ...params, reason: dose.reason ?? '' } });
}
