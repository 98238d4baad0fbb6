import { z } from 'zod';
import { PAST_FACT } from '@/lib/day-bounds';
import { ATTENDANCE_STATUSES } from '@/lib/attendance-values';
import { dayField } from './class';
import { nullableText } from './fields';

// Attendance (menu `attendance`). Messages are translation keys; forms and endpoints share these schemas.

const classId = () => z.uuid('errors.required');
/** A day of roll call: a real day, never in the future. */
// A day of school life that has happened: not in the future, not before 2000 (lib/day-bounds.ts).
const pastDay = () => dayField(PAST_FACT);
const time = () =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), 'errors.invalid_time');
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
    brought_by: nullableText(100),
    check_out_time: time(),
    picked_up_by_id: z
      .uuid('errors.not_found')
      .nullish()
      .transform((v) => v ?? null),
    picked_up_by_name: nullableText(100),
    note: nullableText(500),
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
export type AttendanceUpdateInput = z.output<typeof attendanceUpdateSchema>;

/** Quick check-in now (today only). */
export const checkInSchema = z.object({
  ...childDay,
  brought_by: nullableText(100),
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
    picked_up_by_name: nullableText(100),
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
export const pickupOption = z.object({
  id: z.string(),
  full_name: z.string(),
  relationship: z.string(),
  phone: z.string().nullable(),
  is_guardian: z.boolean(),
});

/** One child on the roll call of a day. `version` 0 = no mark yet. */
export const attendanceDayRow = z.object({
  student_id: z.string(),
  code: z.string(),
  full_name: z.string(),
  nickname: z.string().nullable(),
  gender: z.string(),
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  check_in_time: z.string().nullable(),
  brought_by: z.string().nullable(),
  check_in_by_name: z.string().nullable(),
  check_out_time: z.string().nullable(),
  picked_up_by_id: z.string().nullable(),
  picked_up_by_name: z.string().nullable(),
  check_out_by_name: z.string().nullable(),
  note: z.string().nullable(),
  absence_id: z.string().nullable(),
  /** An approved absence covers the day (the row shows excused; marking present asks first). */
  absence_reason: z.string().nullable(),
  late_arrival: z.boolean(),
  late_pickup: z.boolean(),
  version: z.number(),
  pickup_people: z.array(pickupOption),
});
export type AttendanceDayRow = z.infer<typeof attendanceDayRow>;

export const attendanceSettingsView = z.object({
  check_in_from: z.string(),
  check_in_until: z.string(),
  check_out_from: z.string(),
  check_out_until: z.string(),
  work_days: z.array(z.number()),
});
export type AttendanceSettingsView = z.infer<typeof attendanceSettingsView>;

export const attendanceDay = z.object({
  class_id: z.string(),
  class_name: z.string(),
  date: z.string(),
  is_today: z.boolean(),
  is_work_day: z.boolean(),
  settings: attendanceSettingsView,
  /** Children expected (studying in the class), present, checked out, absent (excused + unexcused), not marked. */
  totals: z.object({
    expected: z.number(),
    present: z.number(),
    checked_out: z.number(),
    excused: z.number(),
    unexcused: z.number(),
    unmarked: z.number(),
  }),
  rows: z.array(attendanceDayRow),
});
export type AttendanceDay = z.infer<typeof attendanceDay>;

export const monthSheetRow = z.object({
  student_id: z.string(),
  code: z.string(),
  full_name: z.string(),
  /** One mark per day of the month: 'present' | 'excused' | 'unexcused' | null. */
  days: z.array(z.enum(ATTENDANCE_STATUSES).nullable()),
  present: z.number(),
  excused: z.number(),
  unexcused: z.number(),
  late_pickups: z.number(),
});
export type MonthSheetRow = z.infer<typeof monthSheetRow>;

export const monthSheet = z.object({
  class_id: z.string(),
  class_name: z.string(),
  month: z.string(),
  days: z.array(z.object({
    date: z.string(),
    weekday: z.number(),
    is_work_day: z.boolean(),
  })),
  rows: z.array(monthSheetRow),
  /** Per day: children present. */
  present_per_day: z.array(z.number()),
  totals: z.object({
    present: z.number(),
    excused: z.number(),
    unexcused: z.number(),
    late_pickups: z.number(),
  }),
});
export type MonthSheet = z.infer<typeof monthSheet>;

export const studentMonthSummary = z.object({
  student_id: z.string(),
  full_name: z.string(),
  class_name: z.string().nullable(),
  month: z.string(),
  present: z.number(),
  excused: z.number(),
  unexcused: z.number(),
  late_arrivals: z.number(),
  late_pickups: z.number(),
  days: z.array(z.object({
    date: z.string(),
    status: z.enum(ATTENDANCE_STATUSES).nullable(),
    check_in_time: z.string().nullable(),
    check_out_time: z.string().nullable(),
    late_arrival: z.boolean(),
    late_pickup: z.boolean(),
    note: z.string().nullable(),
  })),
});
export type StudentMonthSummary = z.infer<typeof studentMonthSummary>;

/** Home: today's present / expected in the user's scope. */
export const attendanceToday = z.object({
  date: z.string(),
  present: z.number(),
  expected: z.number(),
  classes: z.array(z.object({
    class_id: z.string(),
    class_name: z.string(),
    present: z.number(),
    expected: z.number(),
  })),
});
export type AttendanceToday = z.infer<typeof attendanceToday>;

/** POST /Attendance/mark-all-present: children marked present, and those left as they were. */
export const markAllPresentAnswer = z.object({ marked: z.number(), skipped: z.number() });
