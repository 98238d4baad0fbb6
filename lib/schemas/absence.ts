import { z } from 'zod';
import { ABSENCE_STATUSES, MAX_ABSENCE_DAYS } from '@/lib/attendance-values';
import { addDays } from '@/lib/school-time';
import { dayField } from './class';
import { appRequestListQuery, idBody, requestListQuery } from './request-list';

// Absences (menu `absence`): a parent's leave request; staff may enter one on the parent's behalf.

const reason = () =>
  z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(500, 'errors.validation');
const optionalDay = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || undefined)
    .pipe(dayField().optional());

/** From and to, both included; the end not before the start; at most MAX_ABSENCE_DAYS days. */
const rangeChecks = <S extends z.ZodType<{ from_date: string; to_date: string }>>(schema: S) =>
  schema
    .refine((v) => v.to_date >= v.from_date, { path: ['to_date'], message: 'errors.end_before_start' })
    .refine((v) => v.to_date < addDays(v.from_date, MAX_ABSENCE_DAYS), {
      path: ['to_date'],
      message: 'errors.absence_too_long',
    });

const request = z.object({
  student_id: z.uuid('errors.required'),
  from_date: dayField(),
  to_date: dayField(),
  reason: reason(),
});

/** Staff entering a request on a parent's behalf, and a parent's request from the app (their own child only). */
export const absenceCreateSchema = rangeChecks(request);
export type AbsenceCreateFormInput = z.input<typeof request>;
export type AbsenceCreateInput = z.output<typeof request>;
export const appAbsenceCreateSchema = absenceCreateSchema;

export const absenceRejectSchema = z.object({ id: z.uuid('errors.not_found'), reason: reason() });
export type AbsenceRejectInput = z.output<typeof absenceRejectSchema>;

/** PUT /Absence/approve and PUT /api/app/absences/cancel: one request by id. */
export const absenceIdBody = idBody;

/** Sort keys of the list: `created_at` (default, newest first), `from_date`, `student_name`, `status`. */
export const ABSENCE_SORTS = ['created_at', 'from_date', 'student_name', 'status'] as const;

export const absenceListQuery = requestListQuery(ABSENCE_STATUSES, { from: optionalDay(), to: optionalDay() });
export type AbsenceListQuery = z.output<typeof absenceListQuery>;

export const appAbsenceListQuery = appRequestListQuery;

export const absenceRow = z.object({
  id: z.string(),
  student_id: z.string(),
  student_code: z.string(),
  student_name: z.string(),
  class_id: z.string().nullable(),
  class_name: z.string().nullable(),
  from_date: z.string(),
  to_date: z.string(),
  /** School days (the school's work days) from from_date to to_date: the days the approval marks excused. */
  days: z.number(),
  reason: z.string(),
  status: z.enum(ABSENCE_STATUSES),
  has_attachment: z.boolean(),
  attachment_name: z.string().nullable(),
  attachment_type: z.string().nullable(),
  /** 'parent' (from the app) or 'staff' (entered on the parent's behalf). */
  source: z.enum(['parent', 'staff']),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  decided_by_name: z.string().nullable(),
  decided_at: z.string().nullable(),
  reject_reason: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type AbsenceRow = z.infer<typeof absenceRow>;

/** PUT /Absence/approve: the school days marked excused. */
export const absenceApproved = z.object({ excused_days: z.number() });
