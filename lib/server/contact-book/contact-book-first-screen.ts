import 'server-only';
import type { RequestContext } from '../http/context';
import { AppError } from '../http/errors';
import { listClasses } from '../class/list-classes';
import { getClassDay } from './class-day';
import { classListQuery } from '@/lib/schemas/class';
import type { ContactBookFirstScreen } from '@/lib/schemas/contact-book';
import { ATTENDANCE_CLASS_QUERY } from '@/lib/api/attendance-keys';
import { parseDay, schoolToday } from '@/lib/school-time';


/**
 * The contact book's class screen with the page: the caller's classes (a teacher's own), the class and day the
 * address names (else the first class of the list, today), and that class's day as GET /ContactBook/get-class-day
 * answers it — so the screen opens with no call of its own.
 */
export async function contactBookFirstScreen(
  ctx: RequestContext,
  params: { class_id?: string | string[]; date?: string | string[] },
): Promise<ContactBookFirstScreen> {
  const classes = ctx.can('class', 'read') || ctx.scope === 'class'
    ? (await listClasses(ctx, classListQuery.parse(ATTENDANCE_CLASS_QUERY))).data.map((c) => ({ id: c.id, name: c.name }))
    : [];
  const wanted = typeof params.class_id === 'string' ? params.class_id : undefined;
  const classId = classes.some((c) => c.id === wanted) ? wanted! : (classes[0]?.id ?? null);
  const today = schoolToday();
  const date = (typeof params.date === 'string' && parseDay(params.date)) || today;
  if (!classId) return { classes, classId, date, day: null, error: null };
  if (date > today) return { classes, classId, date, day: null, error: 'errors.date_in_future' };
  try {
    return { classes, classId, date, day: await getClassDay(ctx, { class_id: classId, date }), error: null };
  } catch (e) {
    if (e instanceof AppError && e.status < 500) return { classes, classId, date, day: null, error: e.key };
    throw e;
  }
}
