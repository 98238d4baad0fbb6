import 'server-only';
import { sql } from 'drizzle-orm';
import { readStatement } from '../db/school-statement';
import { badRequest } from './errors';
import { FIRST_SCHOOL_DAY } from '@/lib/day-bounds';
import { mondayOfWeek } from '@/lib/iso-week';
import { addDays, schoolDayOf } from '@/lib/school-time';

// The school's half of "dates within the school's plausible range" (issue 40; the static half is lib/day-bounds.ts,
// in the zod fields): a day a request names may not lie before the school's first school year. An endpoint lists
// its days with `schoolDays` (endpoint.ts), checked after its zod schema and before its service, so that no service
// repeats it and a forged 1900 or a typing error never reaches the database's rows.

/** The days of a request, by field path as its zod errors name them (`days.0.date`); null and undefined are skipped. */
export type SchoolDays = Record<string, string | null | undefined>;

/**
 * Refuses (400, the field's `errors.date_before_school`) any of `days` before the school's first school year; a
 * school with no school year yet accepts from FIRST_SCHOOL_DAY. One statement in the school (the school named as a
 * value on school_years, whose keys lead with tenant_id), only when some day is sent.
 */
export async function assertSchoolDays(ctx: { tenantId: string; userId?: string }, days: SchoolDays): Promise<void> {
  const sent = Object.entries(days).filter((entry): entry is [string, string] => !!entry[1]);
  if (!sent.length) return;
  const [row] = await readStatement<{ start: string | null }>(
    { tenantId: ctx.tenantId, userId: ctx.userId ?? '' },
    sql`select min(start_date)::text as start from school_years where tenant_id = ${ctx.tenantId}`,
  );
  const first = row?.start ?? FIRST_SCHOOL_DAY;
  const fields: Record<string, string> = {};
  for (const [field, day] of sent) if (day < first) fields[field] = 'errors.date_before_school';
  if (Object.keys(fields).length) throw badRequest('errors.validation', fields);
}

/** An instant's day in Vietnam, for `schoolDays` (undefined stays undefined). */
export const dayOfInstant = (at: string | null | undefined) => (at ? schoolDayOf(at) : at);

/** A month's (yyyy-MM) last day, for `schoolDays`: a month is before the school only when all its days are. */
export function lastDayOfMonth(month: string | null | undefined): string | null | undefined {
  if (!month) return month;
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** An ISO week's (yyyy-Www) last day, for `schoolDays`. */
export function lastDayOfWeek(week: string | null | undefined): string | null | undefined {
  const monday = week ? mondayOfWeek(week) : null;
  return monday ? addDays(monday, 6) : undefined;
}
