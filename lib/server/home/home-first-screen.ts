import 'server-only';
import type { RequestContext } from '../http/context';
import { loadShell } from '../shell/load-shell';
import { getAttendanceToday } from '../attendance/get-attendance-today';
import { getDayAtAGlance } from './day-at-a-glance';
import { logError } from '../http/log';
import { listStaffSurveys } from '../survey/staff-surveys';

/**
 * Home's first screen, read with the services the API calls: the chosen school's name, the user's role names there,
 * today's roll call in their scope (with attendance.read; `failed` when it could not be read) and the day at a
 * glance (null when it could not be read) and how many open staff surveys wait for the user's answers.
 */
export async function homeFirstScreen(ctx: RequestContext, now: Date) {
  const shell = await loadShell(ctx);
  const school = shell.tenants.find((s) => s.value === ctx.tenantId)?.name;
  const roleNames = ctx.roles.map((key) => shell.masterData.roles.find((r) => r.key === key)?.value ?? key);
  const today = ctx.can('attendance', 'read')
    ? await getAttendanceToday(ctx).then(
        (data) => ({ data, failed: false }),
        (error: unknown) => {
          logError(error);
          return { data: null, failed: true };
        },
      )
    : null;
  const glance = await getDayAtAGlance(ctx, now).catch((error: unknown) => {
    logError(error);
    return null;
  });
  // The staff surveys still waiting for this staff member's answers (the link to /staff-survey shows with any).
  const staffSurveys = await listStaffSurveys(ctx).then(
    (list) => list.filter((s) => !s.answered_at).length,
    () => 0,
  );
  return { school, roleNames, today, glance, staffSurveys };
}
