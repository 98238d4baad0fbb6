import 'server-only';
import { schoolToday } from '@/lib/school-time';

// Spreadsheet cells that a spreadsheet can sort and count: dates as real date cells shown dd/MM/yyyy, never text.
// exceljs writes a Date by its UTC fields, so a day is its UTC midnight and a moment is shifted to Vietnam's clock.

export const DATE_FORMAT = 'dd/mm/yyyy';
export const DATE_TIME_FORMAT = 'dd/mm/yyyy hh:mm';
const VIETNAM_OFFSET_MS = 7 * 3600_000;

/** The day's stamp of a download's name: yyyyMMdd in the school's time zone. */
export const fileStamp = () => schoolToday().replace(/-/g, '');

/** yyyy-MM-dd (or a Date of that day) → a date cell; nothing for no date. */
export function dateCell(day: string | null | undefined): Date | null {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})/.exec(day) : null;
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

/** A moment → a date-and-time cell showing Vietnam's wall clock. */
export function dateTimeCell(at: Date | string | null | undefined): Date | null {
  if (!at) return null;
  const time = new Date(at).getTime();
  return Number.isNaN(time) ? null : new Date(time + VIETNAM_OFFSET_MS);
}
