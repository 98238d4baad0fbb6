import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/db-types';
import { rowsOf } from '../db/rows';
import { medicinesAt } from '../medicine/notify-medicine';
import { timesOf } from '../medicine/medicine-rows';
import type { ScheduledEvent } from './scheduled-event';
import type { MedicineItem } from '@/lib/schemas/medicine';
import { schoolTimeOf, schoolToday } from '@/lib/school-time';

/** How long before a dose the nurse and the class's teachers hear of it. */
export const DOSE_DUE_MINUTES = 15;

type Due = {
  tenant_id: string;
  id: string;
  student_id: string;
  child: string;
  class_id: string | null;
  class_name: string;
  medicines: MedicineItem[] | string;
  logged: string[] | null;
};

/**
 * `dose_due`: every slot of today of an approved medicine request (every school's) whose time is within the next
 * DOSE_DUE_MINUTES and that nobody has logged yet, to the staff who give doses in the child's class (`medicine-request`
 * update: the nurse, the class's teachers). A child marked absent today is left out. Keyed by request, day and time:
 * once per dose, however many minutes the window spans or copies of the app run it.
 */
export async function dosesDue(tx: Tx, now: Date): Promise<ScheduledEvent[]> {
  const today = schoolToday(now);
  const from = schoolTimeOf(now);
  const to = schoolTimeOf(new Date(now.getTime() + DOSE_DUE_MINUTES * 60_000));
  const until = to < from ? '24:00' : to; // the window runs past midnight: today's slots up to its end
  const rows = await rowsOf<Due>(
    tx,
    sql`select r.tenant_id, r.id, s.id as student_id, s.full_name as child, s.class_id, coalesce(c.name, '') as class_name,
        r.medicines,
        (select array_agg(d.time) from medicine_doses d
          where d.tenant_id = r.tenant_id and d.request_id = r.id and d.day = ${today}) as logged
      from medicine_requests r
      join students s on s.tenant_id = r.tenant_id and s.id = r.student_id
      left join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
      where r.status = 'approved' and r.from_date <= ${today} and r.to_date >= ${today}
        and not exists (select 1 from attendance_records a where a.tenant_id = r.tenant_id and a.student_id = r.student_id
          and a.day = ${today} and a.status <> 'present')`,
  );
  return rows.flatMap((r) => {
    const medicines: MedicineItem[] = typeof r.medicines === 'string' ? JSON.parse(r.medicines) : r.medicines;
    return timesOf(medicines)
      .filter((time) => time > from && time <= until && !(r.logged ?? []).includes(time))
      .map((time) => ({
        tenantId: r.tenant_id,
        event: {
          kind: 'dose_due' as const,
          audience: { type: 'staff' as const, menu: 'medicine-request', action: 'update', classId: r.class_id },
          params: { child: r.child, class: r.class_name, medicine: medicinesAt(medicines, time), time },
          url: '/management/medicine-request/mobile',
          tag: `dose:${r.id}:${today}:${time}`,
          studentId: r.student_id,
          dedupeKey: `dose_due:${r.id}:${today}:${time}`,
        },
      }));
  });
}
