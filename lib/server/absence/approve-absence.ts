import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { loadSettings } from '../attendance/settings';
import { workDaysParam } from './absence-rows';
import { decideAbsence, type LockedAbsence } from './lock-absence';
import { notifyAbsenceDecided } from './notify-absence';

/**
 * PUT /Absence/approve: a pending request becomes approved, and in the same transaction its school days are
 * marked excused on the child's roll call, so that an approval never exists without its days (nor the other
 * way round), and the parents' notice is written.
 */
export async function approveAbsence(ctx: RequestContext, id: string) {
  return schoolTransaction(ctx, async (tx) => {
    const absence = await decideAbsence(tx, ctx, id, { status: 'approved' });
    const excused = await excuseDays(tx, ctx, absence);
    await notifyAbsenceDecided(tx, ctx.tenantId, id);
    return { id, message: 'absence.approved', data: { excused_days: excused } };
  });
}

/**
 * One statement over the days of the request that are school days: a new row is excused; an existing one becomes
 * excused (version + 1, so an open roll call notices) unless the child actually came that day.
 * A child without a class has no roll call to write to. The time is a parameter: Citus refuses a volatile function
 * such as now() in `do update set`, and plans the SELECT apart from the INSERT (its values are typed here).
 */
async function excuseDays(tx: Tx, ctx: RequestContext, absence: LockedAbsence): Promise<number> {
  if (!absence.current_class_id) return 0;
  const { workDays } = await loadSettings(tx, ctx.tenantId);
  if (!workDays.length) return 0;
  const written = await rowsOf<{ day: string }>(
    tx,
    sql`
    insert into attendance_records (tenant_id, student_id, class_id, day, status, absence_id, updated_by)
    select ${ctx.tenantId}::uuid, ${absence.student_id}::uuid, ${absence.current_class_id}::uuid, d::date, 'excused', ${absence.id}::uuid, ${ctx.userId}::uuid
    from generate_series(${absence.from_date}::date, ${absence.to_date}::date, interval '1 day') d
    where extract(isodow from d)::int = any(${workDaysParam(workDays)})
    on conflict (tenant_id, student_id, day) do update
      set status = 'excused', absence_id = excluded.absence_id, version = attendance_records.version + 1,
          updated_by = excluded.updated_by, updated_at = ${new Date().toISOString()}::timestamptz
      where attendance_records.status <> 'present'
    returning day`,
  );
  return written.length;
}
