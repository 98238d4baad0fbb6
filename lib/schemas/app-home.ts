import { z } from 'zod';
import { ATTENDANCE_STATUSES } from '@/lib/attendance-values';
import { APP_HOME_REQUEST_KINDS } from '@/lib/app-home-values';

// The parents' home (GET /api/app/home?student_id=): one child's day in one call.

export const appHomeQuery = z.object({ student_id: z.uuid('errors.not_found') });
export type AppHomeQuery = z.output<typeof appHomeQuery>;

const attendanceToday = z.object({
  /** No mark yet: null. */
  status: z.enum(ATTENDANCE_STATUSES).nullable(),
  /** HH:mm, Vietnam time. */
  check_in_time: z.string().nullable(),
  brought_by: z.string().nullable(),
  check_out_time: z.string().nullable(),
  picked_up_by: z.string().nullable(),
  note: z.string().nullable(),
});

const doseToday = z.object({
  request_id: z.string(),
  /** HH:mm. */
  time: z.string(),
  medicines: z.array(z.object({ name: z.string(), dose: z.string(), unit: z.string() })),
  status: z.enum(['given', 'not_given', 'due']),
  given_at: z.string().nullable(),
  /** Why a dose was not given. */
  reason: z.string().nullable(),
});

const newsToday = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  published_at: z.string(),
  pinned: z.boolean(),
  read: z.boolean(),
  cover_thumb_url: z.string().nullable(),
});

const requestInProgress = z.object({
  kind: z.enum(APP_HOME_REQUEST_KINDS),
  id: z.string(),
  /** The kind's own state (absences and medicine: pending…; messages: unread, read; vaccine declarations: declared…). */
  status: z.string(),
  /** Still waiting for the school (pending, unread, declared); else leave or medicine accepted for days still to come, or refused lately. */
  waiting: z.boolean(),
  /** A short text: the leave's reason, the medicines, the message's start, the vaccine and dose. */
  text: z.string(),
  /** yyyy-MM-dd: the days asked for (absences, medicine), the day vaccinated (declarations); else null. */
  from_date: z.string().nullable(),
  to_date: z.string().nullable(),
  created_at: z.string(),
});

const nextEvent = z.object({
  id: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  place: z.string(),
  needs_reply: z.boolean(),
  /** This child's reply, if any. */
  answer: z.string().nullable(),
});

export const appHome = z.object({
  student: z.object({
    id: z.string(),
    full_name: z.string(),
    nickname: z.string().nullable(),
    class_name: z.string().nullable(),
  }),
  /** yyyy-MM-dd, the school's today (Vietnam). */
  today: z.string(),
  attendance: attendanceToday,
  doses: z.array(doseToday),
  news: z.array(newsToday),
  /** The child's issued invoices still unpaid, whole VND. */
  balance: z.object({ amount: z.number(), invoices: z.number() }),
  requests: z.array(requestInProgress),
  events: z.array(nextEvent),
});
export type AppHome = z.infer<typeof appHome>;
export type AppHomeRequest = z.infer<typeof requestInProgress>;
export type AppHomeDose = z.infer<typeof doseToday>;
