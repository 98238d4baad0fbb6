import { z } from 'zod';
import { ABSENCE_STATUSES, MAX_ABSENCE_DAYS, type AbsenceStatus } from '@/lib/attendance-values';
import { addDays } from '@/lib/school-time';
import { dayField } from './class';
import { listQuery } from './list';

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
export const absenceIdBody = z.object({ id: z.uuid('errors.not_found') });
export type AbsenceIdInput = z.output<typeof absenceIdBody>;

/** Sort keys of the list: `created_at` (default, newest first), `from_date`, `student_name`, `status`. */
export const ABSENCE_SORTS = ['created_at', 'from_date', 'student_name', 'status'] as const;

export const absenceListQuery = listQuery.extend({
  class_id: z.uuid('errors.not_found').optional(),
  student_id: z.uuid('errors.not_found').optional(),
  status: z.enum(ABSENCE_STATUSES).optional(),
  from: optionalDay(),
  to: optionalDay(),
});
export type AbsenceListQuery = z.output<typeof absenceListQuery>;

export const appAbsenceListQuery = z.object({ student_id: z.uuid('errors.not_found').optional() });

export type AbsenceRow = {
  id: string;
  student_id: string;
  student_code: string;
  student_name: string;
  class_id: string | null;
  class_name: string | null;
  from_date: string;
  to_date: string;
  /** School days (the school's work days) from from_date to to_date: the days the approval marks excused. */
  days: number;
  reason: string;
  status: AbsenceStatus;
  has_attachment: boolean;
  attachment_name: string | null;
  attachment_type: string | null;
  /** 'parent' (from the app) or 'staff' (entered on the parent's behalf). */
  source: 'parent' | 'staff';
  created_by_name: string | null;
  created_at: string;
  decided_by_name: string | null;
  decided_at: string | null;
  reject_reason: string | null;
  cancelled_at: string | null;
};
