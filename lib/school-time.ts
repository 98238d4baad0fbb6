export { dayText, parseDay } from './day';

// School time: Vietnamese schools run on UTC+7 all year (no daylight saving). Days are yyyy-MM-dd strings,
// months yyyy-MM, times of day HH:mm. No zod here: the browser's lists and cards use these too.

const OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

/** Today in Vietnam as yyyy-MM-dd. */
export function schoolToday(now = new Date()): string {
  return new Date(now.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The day (yyyy-MM-dd) of an instant, in Vietnam. */
export function schoolDayOf(at: Date | string): string {
  return new Date(new Date(at).getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The time of day (HH:mm) of an instant, in Vietnam. */
export function schoolTimeOf(at: Date | string | null | undefined): string {
  if (!at) return '';
  return new Date(new Date(at).getTime() + OFFSET_MS).toISOString().slice(11, 16);
}

/** A day and a time of day in Vietnam → the instant (ISO, UTC). */
export function schoolInstant(day: string, time: string): string {
  return new Date(Date.parse(`${day}T${time}:00Z`) - OFFSET_MS).toISOString();
}

/** The day after/before `day` by `n` days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/**
 * 1 = Monday … 7 = Sunday. Counted from 1 January 1970 (a Thursday) without making a `Date`: Next.js wraps the
 * server's `Date` constructor, and a month sheet asks this of every day.
 */
export function isoWeekday(day: string): number {
  const days = Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
  return ((((days + 3) % 7) + 7) % 7) + 1;
}

/** Every day of a month (yyyy-MM). */
export function daysOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const count = Math.round((Date.UTC(y, m, 1) - Date.UTC(y, m - 1, 1)) / DAY_MS);
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** yyyy-MM → MM/yyyy. */
export function monthLabel(month: string): string {
  const [y, m] = month.split('-');
  return `${m}/${y}`;
}
