import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { requestScope } from '../requests/workflow';
import { MEDICINE_FROM, timesOf } from './medicine-rows';
import type { DueDose, MedicineItem } from '@/lib/schemas/medicine';
import { schoolToday } from '@/lib/school-time';

type Raw = { id: string; student_id: string; student_name: string; class_name: string | null; medicines: MedicineItem[] | string };
type Logged = { request_id: string; time: string; status: 'given' | 'not_given'; given_at: Date | string | null; given_by_name: string | null; reason: string | null };

/**
 * GET /MedicineRequest/get-due?day=: every dose slot of a day (today by default) of the accepted requests of the
 * caller's classes, logged or still due, by time of day then by the child's given name.
 */
export function listDueDoses(ctx: RequestContext, day = schoolToday()): Promise<DueDose[]> {
  return schoolTransaction(ctx, async (tx) => {
    const requests = await rowsOf<Raw>(
      tx,
      sql`select a.id, a.student_id, s.full_name as student_name, c.name as class_name, a.medicines
        from ${MEDICINE_FROM} left join classes c on c.tenant_id = a.tenant_id and c.id = coalesce(s.class_id, a.class_id)
        where a.tenant_id = ${ctx.tenantId} and a.status = 'approved' and a.from_date <= ${day} and a.to_date >= ${day}
          and ${requestScope(ctx)}
        order by s.name_key collate "C", a.id`,
    );
    if (!requests.length) return [];
    const logged = await rowsOf<Logged>(
      tx,
      sql`select d.request_id, d.time, d.status, d.given_at, u.full_name as given_by_name, d.reason
        from medicine_doses d join ${MEDICINE_FROM} on a.tenant_id = d.tenant_id and a.id = d.request_id
        left join users u on u.id = d.given_by
        where d.tenant_id = ${ctx.tenantId} and d.day = ${day} and ${requestScope(ctx)}`,
    );
    const byKey = new Map(logged.map((d) => [`${d.request_id} ${d.time}`, d]));
    const slots: DueDose[] = [];
    for (const r of requests) {
      const medicines = (typeof r.medicines === 'string' ? JSON.parse(r.medicines) : r.medicines) as MedicineItem[];
      for (const time of timesOf(medicines)) {
        const d = byKey.get(`${r.id} ${time}`);
        slots.push({
          request_id: r.id,
          student_id: r.student_id,
          student_name: r.student_name,
          class_name: r.class_name,
          day,
          time,
          medicines: medicines.filter((m) => m.times.includes(time)),
          status: d?.status ?? 'due',
          given_at: d?.given_at ? new Date(d.given_at).toISOString() : null,
          given_by_name: d?.given_by_name ?? null,
          reason: d?.reason ?? null,
        });
      }
    }
    // Stable sort keeps the name order within a time.
    return slots.sort((x, y) => (x.time < y.time ? -1 : x.time > y.time ? 1 : 0));
  });
}
