import 'server-only';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { tenants } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { forbidden } from '../http/errors';
import { DEFAULT_ATTENDANCE_SETTINGS, type AttendanceSettings } from '@/lib/attendance-values';
import type { AttendanceSettingsInput, AttendanceSettingsView } from '@/lib/schemas/attendance';

/** The school's windows and days, with the defaults for what it has not set. */
export function settingsOf(
  config: { attendance?: Partial<AttendanceSettings> } | null | undefined,
): AttendanceSettings {
  return { ...DEFAULT_ATTENDANCE_SETTINGS, ...(config?.attendance ?? {}) };
}

/** One of the school's closing times (HH:mm) read inside a statement, with the default when it has not set it. */
export const closingTimeSql = (tenantId: string, name: 'checkInUntil' | 'checkOutUntil'): SQL =>
  sql`(select coalesce(t.config -> 'attendance' ->> ${name}, ${DEFAULT_ATTENDANCE_SETTINGS[name]}) from tenants t where t.id = ${tenantId})`;

export function settingsView(s: AttendanceSettings): AttendanceSettingsView {
  return {
    check_in_from: s.checkInFrom,
    check_in_until: s.checkInUntil,
    check_out_from: s.checkOutFrom,
    check_out_until: s.checkOutUntil,
    work_days: s.workDays,
  };
}

export async function loadSettings(tx: Tx, tenantId: string): Promise<AttendanceSettings> {
  const [row] = await tx.select({ config: tenants.config }).from(tenants).where(eq(tenants.id, tenantId));
  return settingsOf(row?.config);
}

/** GET /Attendance/get-settings */
export function getAttendanceSettings(ctx: RequestContext): Promise<AttendanceSettingsView> {
  return schoolTransaction(ctx, async (tx) => settingsView(await loadSettings(tx, ctx.tenantId)));
}

/** PUT /Attendance/update-settings: the school's windows; a teacher (class scope) cannot change the school's rules. */
export async function updateAttendanceSettings(ctx: RequestContext, input: AttendanceSettingsInput) {
  if (ctx.scope === 'class') throw forbidden();
  const value: AttendanceSettings = {
    checkInFrom: input.check_in_from,
    checkInUntil: input.check_in_until,
    checkOutFrom: input.check_out_from,
    checkOutUntil: input.check_out_until,
    workDays: [...new Set(input.work_days)].sort(),
  };
  await schoolTransaction(ctx, (tx) =>
    tx
      .update(tenants)
      .set({
        config: sql`${tenants.config} || jsonb_build_object('attendance', ${JSON.stringify(value)}::jsonb)`,
        updatedAt: new Date(),
      })
      .where(eq(tenants.id, ctx.tenantId)),
  );
  return { message: 'attendance.settingsSaved' };
}
