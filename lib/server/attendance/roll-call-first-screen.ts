import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { mayReadOptions } from '@/lib/screen-reads';
import { listClasses } from '../class/list-classes';
import { listSchoolYears } from '../class/list-school-years';
import { attendanceDayJson } from './get-attendance-day';
import { classListQuery, schoolYearListQuery } from '@/lib/schemas/class';
import { classKeys, SCHOOL_YEARS_QUERY } from '@/lib/api/class-keys';
import { attendanceKeys, ATTENDANCE_CLASS_QUERY } from '@/lib/api/attendance-keys';
import { schoolToday } from '@/lib/school-time';

/**
 * The roll call's first screen, read with the services the API calls and handed to react-query under the keys the
 * screen's hooks use (classes, school years, the chosen class's day), so that the page shows it with no call of
 * its own. The class is the one this device chose last (`chosen`, its cookie) if the user may still see it, else
 * the current year's first. Without class.read the screen's own calls would be refused too: nothing is prefetched.
 */
export async function rollCallFirstScreen(
  ctx: RequestContext,
  chosen: string | undefined,
): Promise<{ state: JsonText<DehydratedState>; classId: string | null }> {
  if (!ctx.can('class', 'read') && !mayReadOptions(ctx.can, 'classes')) return { state: firstScreen([]), classId: null };
  const [classes, years] = await Promise.all([
    listClasses(ctx, classListQuery.parse(ATTENDANCE_CLASS_QUERY)),
    listSchoolYears(ctx, schoolYearListQuery.parse(SCHOOL_YEARS_QUERY)),
  ]);
  const current = years.data.find((y) => y.is_current)?.id;
  const first = classes.data.find((c) => c.school_year_id === current) ?? classes.data[0];
  const classId = classes.data.some((c) => c.id === chosen) ? chosen! : (first?.id ?? null);
  const date = schoolToday();
  const day =
    classId && ctx.can('attendance', 'read')
      ? // The JSON the statement wrote, as the API answers it, goes into the page as it is.
        ([attendanceKeys.day(classId, date), await attendanceDayJson(ctx, { class_id: classId, date })] as const)
      : null;
  const state = firstScreen([[classKeys.list(ATTENDANCE_CLASS_QUERY), classes], [classKeys.years(), years], day]);
  return { state, classId };
}
