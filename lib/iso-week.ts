import { addDays, isoWeekday } from './school-time';

// ISO 8601 weeks as the menus name them: `yyyy-Www` (2026-W48), Monday first. Zod-free, for the browser too.

export const WEEK_PATTERN = /^(\d{4})-W(\d{2})$/;

/** The Monday (yyyy-MM-dd) of an ISO week, or null when there is no such week. */
export function mondayOfWeek(week: string): string | null {
  const m = WEEK_PATTERN.exec(week);
  if (!m) return null;
  const [year, n] = [Number(m[1]), Number(m[2])];
  if (n < 1 || n > 53) return null;
  // 4 January is always in week 1.
  const jan4 = `${year}-01-04`;
  const monday = addDays(addDays(jan4, 1 - isoWeekday(jan4)), (n - 1) * 7);
  return weekOf(monday) === week ? monday : null;
}

/** The ISO week (yyyy-Www) of a day. */
export function weekOf(day: string): string {
  const thursday = addDays(day, 4 - isoWeekday(day));
  const year = Number(thursday.slice(0, 4));
  const jan4 = `${year}-01-04`;
  const firstMonday = addDays(jan4, 1 - isoWeekday(jan4));
  const days = Math.round((Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${firstMonday}T00:00:00Z`)) / 86_400_000);
  return `${year}-W${String(Math.floor(days / 7) + 1).padStart(2, '0')}`;
}

/** The week `n` weeks after (before, when negative) `week`. */
export function addWeeks(week: string, n: number): string {
  const monday = mondayOfWeek(week);
  if (!monday) return week;
  return weekOf(addDays(monday, n * 7));
}
