import { z } from 'zod';
import { FACT_CHECKED_LATER, PLANNED } from '@/lib/day-bounds';
import { MAX_MEDICINE_DAYS, MAX_MEDICINES, MEDICINE_STATUSES, TIME_OF_DAY, DOSE_STATUSES } from '@/lib/request-values';
import { dayField } from './class';
import { childColumns, nullableText, optionalDayField, requiredText } from './fields';
import { appRequestListQuery, dayRangeChecks, idBody, rejectBody, requestListQuery } from './request-list';
import { requestDecisionColumns, requestEntryColumns } from './request-row';

// Medicine requests (menu `medicine-request`): a parent asks the school to give their child medicines over some days.

const text = (max: number) => requiredText(max, 'errors.too_long');
const optionalText = (max: number) => nullableText(max, 'errors.too_long');
const timeField = () => z.string({ error: 'errors.invalid_time' }).trim().regex(TIME_OF_DAY, 'errors.invalid_time');

export const medicineItem = z.object({
  name: text(200),
  // "1", "½", "5" … kept as the parent wrote it.
  dose: z.union([z.string(), z.number()]).transform((v) => String(v).trim()).pipe(text(50)),
  unit: text(30),
  times: z
    .array(timeField(), { error: 'errors.required' })
    .min(1, 'errors.medicine_no_time')
    .max(8, 'errors.validation')
    .transform((ts) => [...new Set(ts)].sort()),
  instructions: optionalText(500),
});
export type MedicineItem = z.output<typeof medicineItem>;

const request = z.object({
  student_id: z.uuid('errors.required'),
  from_date: dayField(PLANNED),
  to_date: dayField(PLANNED),
  medicines: z
    .array(medicineItem, { error: 'errors.medicine_none' })
    .min(1, 'errors.medicine_none')
    .max(MAX_MEDICINES, 'errors.validation'),
  note: optionalText(1000),
});

/** A parent's request from the app (their own child only). End not before start, at most MAX_MEDICINE_DAYS days. */
export const medicineCreateSchema = dayRangeChecks(request, MAX_MEDICINE_DAYS, 'errors.medicine_too_long');
export type MedicineCreateInput = z.output<typeof request>;

export const medicineIdBody = idBody;
export const medicineRejectSchema = rejectBody(text(500));
export type MedicineRejectInput = z.output<typeof medicineRejectSchema>;

/** One dose slot logged: given (now, by the caller) or not given with a reason. */
export const doseLogSchema = z
  .object({
    request_id: z.uuid('errors.not_found'),
    day: dayField(FACT_CHECKED_LATER),
    time: timeField(),
    status: z.enum(['given', 'not_given'], 'errors.required'),
    reason: optionalText(500),
  })
  .refine((v) => v.status === 'given' || !!v.reason, { path: ['reason'], message: 'errors.dose_reason_required' });
export type DoseLogInput = z.output<typeof doseLogSchema>;

export const MEDICINE_SORTS = ['created_at', 'from_date', 'student_name', 'status'] as const;

export const medicineListQuery = requestListQuery(MEDICINE_STATUSES, { from: optionalDayField(), to: optionalDayField() });
export type MedicineListQuery = z.output<typeof medicineListQuery>;

export const dueQuery = z.object({ day: optionalDayField() });
export const appMedicineListQuery = appRequestListQuery;

/** A medicine as stored and answered. */
const medicineAnswer = z.object({
  name: z.string(),
  dose: z.string(),
  unit: z.string(),
  times: z.array(z.string()),
  instructions: z.string().nullable(),
});

export const doseRow = z.object({
  day: z.string(),
  time: z.string(),
  status: z.enum([...DOSE_STATUSES, 'due']),
  given_at: z.string().nullable(),
  given_by_name: z.string().nullable(),
  reason: z.string().nullable(),
});
export type DoseRow = z.infer<typeof doseRow>;

export const medicineRow = z.object({
  id: z.string(),
  ...childColumns,
  from_date: z.string(),
  to_date: z.string(),
  medicines: z.array(medicineAnswer),
  /** Every time of day of the request (the slots of each day). */
  times: z.array(z.string()),
  note: z.string().nullable(),
  has_photo: z.boolean(),
  status: z.enum(MEDICINE_STATUSES),
  /** The reject reason (the parents' API's `reason`). */
  reason: z.string().nullable(),
  ...requestEntryColumns,
  ...requestDecisionColumns,
  cancelled_at: z.string().nullable(),
  /** Logged doses (and, in the detail and the parents' API, the due ones up to today). */
  doses: z.array(doseRow),
  /** Every dose the request schedules: its days × its times of day ("1 of 6 doses given"). */
  doses_scheduled: z.number(),
});
export type MedicineRow = z.infer<typeof medicineRow>;

/** A slot of today's doses for the teacher's "doses due now" view: the dose, with its request, child and medicines. */
export const dueDose = doseRow.extend({
  request_id: z.string(),
  student_id: z.string(),
  student_name: z.string(),
  class_name: z.string().nullable(),
  medicines: z.array(medicineAnswer),
});
export type DueDose = z.infer<typeof dueDose>;
