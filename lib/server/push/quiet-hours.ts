/** School time is Vietnam's (Asia/Ho_Chi_Minh, UTC+7, no daylight saving). */
const SCHOOL_OFFSET_MS = 7 * 3_600_000;
/** Quiet hours: no push from 21:00 until 06:30 school time (doses excepted). */
const QUIET_FROM_MINUTE = 21 * 60;
const QUIET_UNTIL_MINUTE = 6 * 60 + 30;

/**
 * When a push due at `now` may go out: null when `now` is outside quiet hours, else the next 06:30 school time.
 */
export function quietHoursEnd(now: Date): Date | null {
  const local = new Date(now.getTime() + SCHOOL_OFFSET_MS);
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  if (minute >= QUIET_UNTIL_MINUTE && minute < QUIET_FROM_MINUTE) return null;
  const day =
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) +
    (minute >= QUIET_FROM_MINUTE ? 86_400_000 : 0);
  return new Date(day + QUIET_UNTIL_MINUTE * 60_000 - SCHOOL_OFFSET_MS);
}
