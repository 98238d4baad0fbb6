import { z } from 'zod';
import { DOSE_GIVEN } from '@/lib/day-bounds';
import { MAX_DOSES, VACCINE_CODE, VACCINE_DECLARATION_STATUSES } from '@/lib/vaccine-values';
import { PLAN_STATES } from '@/lib/vaccine-due';
import { dayField } from './class';
import { childColumns, requiredText } from './fields';
import { idBody, rejectBody, requestListQuery } from './request-list';
import { requestDecisionColumns, requestEntryColumns } from './request-row';

// Vaccine declarations (menu `vaccine-declaration`) and the vaccine schedule (national and the school's own).

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'errors.validation')
    .optional()
    .transform((v) => v ?? '');

const declaration = z.object({
  student_id: z.uuid('errors.required'),
  vaccine_code: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(20, 'errors.vaccine_unknown'),
  dose_number: z.coerce
    .number({ error: 'errors.required' })
    .int('errors.validation')
    .min(1, 'errors.vaccine_dose_out_of_range')
    .max(MAX_DOSES, 'errors.vaccine_dose_out_of_range'),
  // The server checks it again against its own today and the child's birth date.
  date: dayField(DOSE_GIVEN),
  place: text(200),
  lot: text(50),
  note: text(500),
});

/** Staff entering a dose from the vaccination book, and a parent declaring one from the app (same fields). */
export const vaccineDeclarationCreateSchema = declaration;
export type VaccineDeclarationFormInput = z.input<typeof declaration>;
export type VaccineDeclarationCreateInput = z.output<typeof declaration>;

export const vaccineIdBody = idBody;
export const vaccineRejectSchema = rejectBody(requiredText(500));
export type VaccineRejectInput = z.output<typeof vaccineRejectSchema>;

/** Sort keys of the list: `created_at` (default, newest first), `date`, `student_name`, `status`. */
export const VACCINE_DECLARATION_SORTS = ['created_at', 'date', 'student_name', 'status'] as const;

export const vaccineDeclarationListQuery = requestListQuery(VACCINE_DECLARATION_STATUSES, {
  vaccine_code: z.string().trim().max(20).optional(),
});
export type VaccineDeclarationListQuery = z.output<typeof vaccineDeclarationListQuery>;

export const classIdQuery = z.object({ class_id: z.uuid('errors.not_found') });
export const appStudentQuery = z.object({ student_id: z.uuid('errors.not_found') });

const dose = z.object({
  age_months: z.coerce.number().int('errors.validation').min(0, 'errors.validation').max(216, 'errors.validation'),
  age_days: z.coerce.number().int('errors.validation').min(0, 'errors.validation').max(365, 'errors.validation'),
});

const vaccineFields = {
  name_vi: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(120, 'errors.validation'),
  name_en: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(120, 'errors.validation'),
  active: z.boolean().default(true),
  doses: z.array(dose).min(1, 'errors.required').max(MAX_DOSES, 'errors.vaccine_dose_out_of_range'),
};

/** A new vaccine: the school's own, or (system administrators only, `national: true`) one of the national schedule. */
export const vaccineCreateSchema = z.object({
  code: z
    .string({ error: 'errors.required' })
    .trim()
    .toUpperCase()
    .min(1, 'errors.required')
    .regex(VACCINE_CODE, 'errors.vaccine_code_format'),
  national: z.boolean().default(false),
  ...vaccineFields,
});
export type VaccineCreateInput = z.output<typeof vaccineCreateSchema>;

/** Names, active flag and doses; the code never changes (declarations and the parents' app name vaccines by it). */
export const vaccineUpdateSchema = z.object(vaccineFields);
export type VaccineUpdateInput = z.output<typeof vaccineUpdateSchema>;

export const vaccineDose = z.object({
  dose_number: z.number(),
  age_months: z.number(),
  age_days: z.number(),
});
export const vaccineRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  name_vi: z.string(),
  name_en: z.string(),
  /** Part of the national schedule (common data) rather than the school's own optional vaccines. */
  national: z.boolean(),
  active: z.boolean(),
  doses: z.array(vaccineDose),
});
export type VaccineRow = z.infer<typeof vaccineRow>;

export const vaccineDeclarationRow = z.object({
  id: z.string(),
  ...childColumns,
  date_of_birth: z.string(),
  vaccine_code: z.string(),
  vaccine_name: z.string(),
  national: z.boolean(),
  dose_number: z.number(),
  doses_total: z.number(),
  date: z.string(),
  place: z.string(),
  lot: z.string(),
  note: z.string(),
  has_photo: z.boolean(),
  status: z.enum(VACCINE_DECLARATION_STATUSES),
  ...requestEntryColumns,
  ...requestDecisionColumns,
  reject_reason: z.string().nullable(),
});
export type VaccineDeclarationRow = z.infer<typeof vaccineDeclarationRow>;

export const missingDoseRow = z.object({
  student_id: z.string(),
  full_name: z.string(),
  student_code: z.string(),
  date_of_birth: z.string(),
  vaccine_code: z.string(),
  vaccine_name: z.string(),
  dose_number: z.number(),
  due_from: z.string(),
});
export type MissingDoseRow = z.infer<typeof missingDoseRow>;

export const appVaccinesAnswer = z.object({
  doses: z.array(z.object({
    id: z.string(),
    vaccine_code: z.string(),
    vaccine_name: z.string(),
    dose_number: z.number(),
    date: z.string(),
    status: z.enum(VACCINE_DECLARATION_STATUSES),
    reject_reason: z.string().nullable(),
    has_photo: z.boolean(),
  })),
  due: z.array(z.object({
    vaccine_code: z.string(),
    vaccine_name: z.string(),
    dose_number: z.number(),
    due_from: z.string(),
    overdue: z.boolean(),
  })),
  /** Every dose of the national schedule with the child's state on it, in schedule order (the parents' schedule). */
  plan: z.array(z.object({
    vaccine_code: z.string(),
    vaccine_name: z.string(),
    dose_number: z.number(),
    doses_total: z.number(),
    due_from: z.string(),
    state: z.enum(PLAN_STATES),
    declaration_id: z.string().nullable(),
    date: z.string().nullable(),
  })),
});
export type AppVaccines = z.infer<typeof appVaccinesAnswer>;
