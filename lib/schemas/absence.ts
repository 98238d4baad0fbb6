import { z } from 'zod';
import { PLANNED } from '@/lib/day-bounds';
import { ABSENCE_STATUSES, MAX_ABSENCE_DAYS } from '@/lib/attendance-values';
import { dayField } from './class';
import { childColumns, optionalDayField, requiredText } from './fields';
import { appRequestListQuery, dayRangeChecks, idBody, rejectBody, requestListQuery } from './request-list';
import { requestDecisionColumns, requestEntryColumns } from './request-row';

// Absences (menu `absence`): a parent's leave request; staff may enter one on the parent's behalf.

const reason = () => requiredText(500);

const request = z.object({
  student_id: z.uuid('errors.required'),
  from_date: dayField(PLANNED),
  to_date: dayField(PLANNED),
  reason: reason(),
});

/**
 * Staff entering a request on a parent's behalf, and a parent's request from the app (their own child only).
 * From and to, both included; the end not before the start; at most MAX_ABSENCE_DAYS days.
 */
export const absenceCreateSchema = dayRangeChecks(request, MAX_ABSENCE_DAYS, 'errors.absence_too_long');
export type AbsenceCreateFormInput = z.input<typeof request>;
export type AbsenceCreateInput = z.output<typeof request>;
export const appAbsenceCreateSchema = absenceCreateSchema;

export const absenceRejectSchema = rejectBody(reason());
export type AbsenceRejectInput = z.output<typeof absenceRejectSchema>;

/** PUT /Absence/approve and PUT /api/app/absences/cancel: one request by id. */
export const absenceIdBody = idBody;

/** Sort keys of the list: `created_at` (default, newest first), `from_date`, `student_name`, `status`. */
export const ABSENCE_SORTS = ['created_at', 'from_date', 'student_name', 'status'] as const;

export const absenceListQuery = requestListQuery(ABSENCE_STATUSES, { from: optionalDayField(), to: optionalDayField() });
export type AbsenceListQuery = z.output<typeof absenceListQuery>;

export const appAbsenceListQuery = appRequestListQuery;

export const absenceRow = z.object({
  id: z.string(),
  ...childColumns,
  from_date: z.string(),
  to_date: z.string(),
  /** School days (the school's work days) from from_date to to_date: the days the approval marks excused. */
  days: z.number(),
  reason: z.string(),
  status: z.enum(ABSENCE_STATUSES),
  has_attachment: z.boolean(),
  attachment_name: z.string().nullable(),
  attachment_type: z.string().nullable(),
  ...requestEntryColumns,
  ...requestDecisionColumns,
  reject_reason: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type AbsenceRow = z.infer<typeof absenceRow>;

/** PUT /Absence/approve: the school days marked excused. */
export const absenceApproved = z.object({ excused_days: z.number() });
