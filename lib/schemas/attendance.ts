import { z } from 'zod';
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@/lib/attendance-values';
import { schoolToday } from '@/lib/school-time';
import { dayField } from './class';

// Attendance (menu `attendance`). Messages are translation keys; forms and endpoints share these schemas.

const classId = () => z.uuid('errors.required');
/** A day of roll call: a real day, never in the future. */
const pastDay = () => dayField().refine((d) => d <= schoolToday(), 'errors.date_in_future');
const time = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), 'errors.invalid_time');
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'errors.validation')
    .nullish()
    .transform((v) => (v ? v : null));
/** The version the user saw (0 when the child had no mark yet): a later write by someone else is refused. */
const version = () => z.coerce.number().int().min(0).default(0);

export const attendanceDayQuery = z.object({ class_id: classId(), date: pastDay() });
export type AttendanceDayQuery = z.output<typeof attendanceDayQuery>;

export const markAllPresentSchema = z.object({ class_id: classId(), date: pastDay() });
export type MarkAllPresentInput = z.output<typeof markAllPresentSchema>;

const childDay = { class_id: classId(), student_id: z.uuid('errors.required'), date: pastDay(), version: version() };

/** One child's day, as the roll call table saves it. */
export const attendanceUpdateSchema = z
  .object({
    ...childDay,
    status: z.enum(ATTENDANCE_STATUSES, 'errors.required'),
    check_in_time: time(),
    brought_by: text(100),
    check_out_time: time(),
    picked_up_by_id: z
      .uuid('errors.not_found')
      .nullish()
      .transform((v) => v ?? null),
    picked_up_by_name: text(100),
    note: text(500),
    /** The child has an approved absence that day and the user confirmed marking them present anyway. */
    confirm_excused: z.boolean().default(false),
  })
  .refine((v) => v.status === 'present' || (!v.check_in_time && !v.check_out_time), {
    path: ['status'],
    message: 'errors.attendance_times_need_present',
  })
  .refine((v) => !v.check_out_time || !v.check_in_time || v.check_out_time >= v.check_in_time, {
    path: ['check_out_time'],
    message: 'errors.check_out_before_check_in',
  });
export type AttendanceUpdateFormInput = z.input<typeof attendanceUpdateSchema>;
export type AttendanceUpdateInput = z.output<typeof attendanceUpdateSchema>;

/** Quick check-in now (today only). */
export const checkInSchema = z.object({
  ...childDay,
  brought_by: text(100),
  confirm_excused: z.boolean().default(false),
});
export type CheckInInput = z.output<typeof checkInSchema>;

/** Quick check-out now (today only): who picked the child up, from the allowed people or another named person. */
export const checkOutSchema = z
  .object({
    ...childDay,
    picked_up_by_id: z
      .uuid('errors.not_found')
      .nullish()
      .transform((v) => v ?? null),
    picked_up_by_name: text(100),
  })
  .refine((v) => !!v.picked_up_by_id || !!v.picked_up_by_name, {
    path: ['picked_up_by_name'],
    message: 'errors.picked_up_by_required',
  });
export type CheckOutInput = z.output<typeof checkOutSchema>;

const month = () => z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'errors.invalid_month');
export const attendanceMonthQuery = z.object({ class_id: classId(), month: month() });
export type AttendanceMonthQuery = z.output<typeof attendanceMonthQuery>;
export const studentMonthQuery = z.object({ student_id: z.uuid('errors.not_found'), month: month() });
export type StudentMonthQuery = z.output<typeof studentMonthQuery>;

const clock = () => z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'errors.invalid_time');
export const attendanceSettingsSchema = z
  .object({
    check_in_from: clock(),
    check_in_until: clock(),
    check_out_from: clock(),
    check_out_until: clock(),
    work_days: z.array(z.number().int().min(1).max(7)).min(1, 'errors.required').max(7),
  })
  .refine((v) => v.check_in_from <= v.check_in_until, { path: ['check_in_until'], message: 'errors.window_order' })
  .refine((v) => v.check_out_from <= v.check_out_until, { path: ['check_out_until'], message: 'errors.window_order' })
  .refine((v) => v.check_in_until <= v.check_out_from, { path: ['check_out_from'], message: 'errors.window_order' });
export type AttendanceSettingsInput = z.output<typeof attendanceSettingsSchema>;

// ---- Answers (shared with the browser) ----

/** Who may pick a child up: the guardians (is_guardian) and the other people on the child's list. */
export type PickupOption = { id: string; full_name: string; relationship: string; phone: string | null; is_guardian: boolean };

/** One child on the roll call of a day. `version` 0 = no mark yet. */
export type AttendanceDayRow = {
  student_id: string;
  code: string;
  full_name: string;
  nickname: string | null;
  gender: string;
  status: AttendanceStatus | null;
  check_in_time: string | null;
  brought_by: string | null;
  check_in_by_name: string | null;
  check_out_time: string | null;
  picked_up_by_id: string | null;
  picked_up_by_name: string | null;
  check_out_by_name: string | null;
  note: string | null;
  absence_id: string | null;
  /** An approved absence covers the day (the row shows excused; marking present asks first). */
  absence_reason: string | null;
  late_arrival: boolean;
  late_pickup: boolean;
  version: number;
  pickup_people: PickupOption[];
};

export type AttendanceSettingsView = {
  check_in_from: string;
  check_in_until: string;
  check_out_from: string;
  check_out_until: string;
  work_days: number[];
};

export type AttendanceDay = {
  class_id: string;
  class_name: string;
  date: string;
  is_today: boolean;
  is_work_day: boolean;
  settings: AttendanceSettingsView;
  /** Children expected (studying in the class), present, checked out, absent (excused + unexcused), not marked. */
  totals: {
    expected: number;
    present: number;
    checked_out: number;
    excused: number;
    unexcused: number;
    unmarked: number;
  };
  rows: AttendanceDayRow[];
};

export type MonthSheetRow = {
  student_id: string;
  code: string;
  full_name: string;
  /** One mark per day of the month: 'present' | 'excused' | 'unexcused' | null. */
  days: (AttendanceStatus | null)[];
  present: number;
  excused: number;
  unexcused: number;
  late_pickups: number;
};

export type MonthSheet = {
  class_id: string;
  class_name: string;
  month: string;
  days: { date: string; weekday: number; is_work_day: boolean }[];
  rows: MonthSheetRow[];
  /** Per day: children present. */
  present_per_day: number[];
  totals: { present: number; excused: number; unexcused: number; late_pickups: number };
};

export type StudentMonthSummary = {
  student_id: string;
  full_name: string;
  class_name: string | null;
  month: string;
  present: number;
  excused: number;
  unexcused: number;
  late_arrivals: number;
  late_pickups: number;
  days: {
    date: string;
    status: AttendanceStatus | null;
    check_in_time: string | null;
    check_out_time: string | null;
    late_arrival: boolean;
    late_pickup: boolean;
    note: string | null;
  }[];
};

/** Home: today's present / expected in the user's scope. */
export type AttendanceToday = {
  date: string;
  present: number;
  expected: number;
  classes: { class_id: string; class_name: string; present: number; expected: number }[];
};
