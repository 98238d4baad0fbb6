import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { loadSettings } from '../attendance/settings';
import { decideAbsence, type LockedAbsence } from './lock-absence';
import { notifyAbsenceDecided } from './notify-absence';
import { addDays, isoWeekday } from '@/lib/school-time';

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
 * such as now() in `do update set`.
 */
async function excuseDays(tx: Tx, ctx: RequestContext, absence: LockedAbsence): Promise<number> {
  if (!absence.current_class_id) return 0;
  const { workDays } = await loadSettings(tx, ctx.tenantId);
  if (!workDays.length) return 0;
  // The school days in JS, written as multi-row VALUES: Citus plans an INSERT … SELECT from a function apart from
  // its INSERT, where its parameters have no type.
  const days: string[] = [];
  const from = String(absence.from_date).slice(0, 10);
  const to = String(absence.to_date).slice(0, 10);
  for (let d = from; d <= to; d = addDays(d, 1)) if (workDays.includes(isoWeekday(d))) days.push(d);
  if (!days.length) return 0;
  const written = await rowsOf<{ day: string }>(
    tx,
    sql`
    insert into attendance_records (tenant_id, student_id, class_id, day, status, absence_id, updated_by)
    values ${sql.join(
      days.map(
        (d) =>
          sql`(${ctx.tenantId}, ${absence.student_id}, ${absence.current_class_id}, ${d}, 'excused', ${absence.id}, ${ctx.userId})`,
      ),
      sql`, `,
    )}
    on conflict (tenant_id, student_id, day) do update
      set status = 'excused', absence_id = excluded.absence_id, version = attendance_records.version + 1,
          updated_by = excluded.updated_by, updated_at = ${new Date().toISOString()}::timestamptz
      where attendance_records.status <> 'present'
    returning day`,
  );
  return written.length;
}
