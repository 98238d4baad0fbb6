import { schoolDayOf, schoolToday } from './school-time';

// The plausible range of a day a form or a call sends (issue 40: "dates within the school's plausible range"). Two
// halves: static bounds here (checked by the zod fields, in the browser too), and the school's own first school
// year, which only the server knows (lib/server/http/school-days.ts, named per endpoint by `schoolDays`). No zod
// here: the bounds are plain data the fields read.

/**
 * The earliest day anything of a school may be dated. No school year starts before it (SCHOOL_YEAR below), so a day
 * before it is before every school's first school year, and it says so with the same words.
 */
export const FIRST_SCHOOL_DAY = '2000-01-01';

/** One side of a range: the day (computed when checked: "today" moves) and the error key past it. */
type Bound = { day: () => string; key: string };
export type DayBounds = { notBefore?: Bound; notAfter?: Bound };

/** The same day `years` years from today in Vietnam (29 February → 28 February). */
export function yearsFromToday(years: number, today = schoolToday()): string {
  const [y, m, d] = today.split('-');
  const day = m === '02' && d === '29' ? '28' : d;
  return `${String(Number(y) + years).padStart(4, '0')}-${m}-${day}`;
}

const first = { day: () => FIRST_SCHOOL_DAY, key: 'errors.date_before_school' };
const today = (key: string) => ({ day: () => schoolToday(), key });
const ahead = (years: number, key = 'errors.date_too_far') => ({ day: () => yearsFromToday(years), key });
const back = (years: number, key: string) => ({ day: () => yearsFromToday(-years), key });

/**
 * Something that happened at school (a payment, an attendance mark, a measurement, a dose given from the medicine
 * box, a contact-book day): not before the school's first school year, not in the future.
 */
export const PAST_FACT: DayBounds = { notBefore: first, notAfter: today('errors.date_in_future') };

/**
 * A past fact whose service refuses a day still to come in its own words (a measurement: health_future_date; a
 * dose logged from the medicine box: dose_in_future, both 422 naming what is wrong): here only the school's first
 * school year and far days (more than a year ahead) are stopped.
 */
export const FACT_CHECKED_LATER: DayBounds = { notBefore: first, notAfter: ahead(1) };

/**
 * Something planned at school (a leave or medicine request, a menu, an event, news to publish, a survey, an
 * invoice's due date or month, a fee's first month, a child's change of status): it may be entered in the past
 * (late), never before the school's first school year, and at most a year ahead — no school plans further.
 */
export const PLANNED: DayBounds = { notBefore: first, notAfter: ahead(1) };

/**
 * A child's date of birth: not a school-year thing (children are born before they join), but a kindergarten child is
 * at most about six, so more than ten years ago is a typing error; never in the future.
 */
export const BIRTH: DayBounds = {
  notBefore: back(10, 'errors.date_of_birth_too_early'),
  notAfter: today('errors.date_of_birth_future'),
};

/**
 * A vaccine dose given (a parent's declaration, or staff copying the vaccination book): doses start at birth, before
 * the child joins the school, so bounded like a birth date rather than by the school's first school year.
 */
export const DOSE_GIVEN: DayBounds = {
  notBefore: back(10, 'errors.date_too_early'),
  notAfter: today('errors.vaccine_date_future'),
};

/** A child's enrolment: may predate the school's first school year here (a school moving onto the product). */
export const ENROLMENT: DayBounds = { notBefore: back(10, 'errors.date_too_early'), notAfter: ahead(1) };

/**
 * A school year's own start and end: they define the school's range, so they are bounded by sane years only —
 * from 2000 (FIRST_SCHOOL_DAY) to three years ahead (the year after next may be set up before this one ends, and it
 * ends about three years from now).
 */
export const SCHOOL_YEAR: DayBounds = {
  notBefore: { day: () => FIRST_SCHOOL_DAY, key: 'errors.date_too_early' },
  notAfter: ahead(3),
};

/** The error key of a day (yyyy-MM-dd) outside its bounds, or null. */
export function dayOutOfBounds(day: string, bounds: DayBounds): string | null {
  if (bounds.notBefore && day < bounds.notBefore.day()) return bounds.notBefore.key;
  if (bounds.notAfter && day > bounds.notAfter.day()) return bounds.notAfter.key;
  return null;
}

/**
 * The same for an instant (ISO), by its day in Vietnam. A text that is no instant has no day to bound: its field's
 * own format check (zod runs refinements after a failed check) says so, and this answers null.
 */
export const instantOutOfBounds = (at: string, bounds: DayBounds) =>
  Number.isNaN(Date.parse(at)) ? null : dayOutOfBounds(schoolDayOf(at), bounds);
