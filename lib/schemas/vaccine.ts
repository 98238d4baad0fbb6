import { z } from 'zod';
import { MAX_DOSES, VACCINE_CODE, VACCINE_DECLARATION_STATUSES, type VaccineDeclarationStatus } from '@/lib/vaccine-values';
import { schoolToday } from '@/lib/school-time';
import { dayField } from './class';
import { listQuery } from './list';

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
  date: dayField().refine((d) => d <= schoolToday(), 'errors.vaccine_date_future'),
  place: text(200),
  lot: text(50),
  note: text(500),
});

/** Staff entering a dose from the vaccination book, and a parent declaring one from the app (same fields). */
export const vaccineDeclarationCreateSchema = declaration;
export type VaccineDeclarationFormInput = z.input<typeof declaration>;
export type VaccineDeclarationCreateInput = z.output<typeof declaration>;

export const vaccineIdBody = z.object({ id: z.uuid('errors.not_found') });
export const vaccineRejectSchema = z.object({
  id: z.uuid('errors.not_found'),
  reason: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(500, 'errors.validation'),
});
export type VaccineRejectInput = z.output<typeof vaccineRejectSchema>;

/** Sort keys of the list: `created_at` (default, newest first), `date`, `student_name`, `status`. */
export const VACCINE_DECLARATION_SORTS = ['created_at', 'date', 'student_name', 'status'] as const;

export const vaccineDeclarationListQuery = listQuery.extend({
  class_id: z.uuid('errors.not_found').optional(),
  student_id: z.uuid('errors.not_found').optional(),
  status: z.enum(VACCINE_DECLARATION_STATUSES).optional(),
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
export type VaccineCreateFormInput = z.input<typeof vaccineCreateSchema>;
export type VaccineCreateInput = z.output<typeof vaccineCreateSchema>;

/** Names, active flag and doses; the code never changes (declarations and the parents' app name vaccines by it). */
export const vaccineUpdateSchema = z.object(vaccineFields);
export type VaccineUpdateInput = z.output<typeof vaccineUpdateSchema>;

export type VaccineDose = { dose_number: number; age_months: number; age_days: number };
export type VaccineRow = {
  id: string;
  code: string;
  name: string;
  name_vi: string;
  name_en: string;
  /** Part of the national schedule (common data) rather than the school's own optional vaccines. */
  national: boolean;
  active: boolean;
  doses: VaccineDose[];
};

export type VaccineDeclarationRow = {
  id: string;
  student_id: string;
  student_code: string;
  student_name: string;
  date_of_birth: string;
  class_id: string | null;
  class_name: string | null;
  vaccine_code: string;
  vaccine_name: string;
  national: boolean;
  dose_number: number;
  doses_total: number;
  date: string;
  place: string;
  lot: string;
  note: string;
  has_photo: boolean;
  status: VaccineDeclarationStatus;
  source: 'parent' | 'staff';
  created_by_name: string | null;
  created_at: string;
  decided_by_name: string | null;
  decided_at: string | null;
  reject_reason: string | null;
};

export type MissingDoseRow = {
  student_id: string;
  full_name: string;
  student_code: string;
  date_of_birth: string;
  vaccine_code: string;
  vaccine_name: string;
  dose_number: number;
  due_from: string;
};

export type AppVaccines = {
  doses: {
    id: string;
    vaccine_code: string;
    vaccine_name: string;
    dose_number: number;
    date: string;
    status: VaccineDeclarationStatus;
    reject_reason: string | null;
    has_photo: boolean;
  }[];
  due: { vaccine_code: string; vaccine_name: string; dose_number: number; due_from: string; overdue: boolean }[];
};
