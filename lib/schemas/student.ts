import { z } from 'zod';
import { BIRTH, dayOutOfBounds, ENROLMENT, PAST_FACT, type DayBounds } from '@/lib/day-bounds';
import { normalizePhone } from '@/lib/phone';
import { schoolToday } from '@/lib/school-time';
import { GENDERS, GUARDIAN_RELATIONSHIPS, STUDENT_STATUSES } from '@/lib/student-options';
import { AGE_GROUPS, dayField, parseDay } from './class';
import { nullableText, requiredText } from './fields';
import { idsBody, listQuery } from './list';

export { GENDERS, GUARDIAN_RELATIONSHIPS, STUDENT_STATUSES } from '@/lib/student-options';
export type { Gender, GuardianRelationship, StudentStatus } from '@/lib/student-options';

// Students (menu `student`). Messages are translation keys; forms and endpoints share these schemas.

export { normalizePhone };
export const isVietnamesePhone = (value: string) => /^(0\d{9}|\+84\d{9})$/.test(normalizePhone(value));

/** Today as yyyy-MM-dd in Vietnam (UTC+7), for "not in the future" checks. */
export const todayInVietnam = (now = new Date()) => schoolToday(now);

const phoneField = () =>
  z
    .string({ error: 'errors.required' })
    .trim()
    .min(1, 'errors.required')
    .refine(isVietnamesePhone, 'errors.phone_invalid')
    .transform(normalizePhone);
/** An optional day: empty → null, else dd/MM/yyyy or yyyy-MM-dd → yyyy-MM-dd. */
const optionalDay = (bounds: DayBounds) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const iso = parseDay(value);
      const outside = iso ? dayOutOfBounds(iso, bounds) : null;
      if (!iso || outside) {
        ctx.addIssue({ code: 'custom', message: outside ?? 'errors.invalid_date' });
        return z.NEVER;
      }
      return iso;
    });

export const guardianSchema = z.object({
  full_name: requiredText(100),
  relationship: z.enum(GUARDIAN_RELATIONSHIPS, 'errors.required'),
  phone: phoneField(),
  email: z
    .string()
    .trim()
    .max(200, 'errors.validation')
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'errors.email_invalid'),
  address: nullableText(300),
  is_primary: z.boolean().default(false),
});
export type GuardianInput = z.output<typeof guardianSchema>;

export const pickupPersonSchema = z.object({
  full_name: requiredText(100),
  relationship: requiredText(50),
  phone: z
    .string()
    .trim()
    .nullish()
    .refine((v) => !v || isVietnamesePhone(v), 'errors.phone_invalid')
    .transform((v) => (v ? normalizePhone(v) : null)),
});
export type PickupPersonInput = z.output<typeof pickupPersonSchema>;

export const studentSchema = z
  .object({
    code: requiredText(30),
    full_name: requiredText(100),
    nickname: nullableText(50),
    gender: z.enum(GENDERS, 'errors.required'),
    date_of_birth: dayField(BIRTH),
    class_id: z
      .string()
      .nullish()
      .refine((v) => !v || z.uuid().safeParse(v).success, 'errors.not_found')
      .transform((v) => v || null),
    enrolment_date: optionalDay(ENROLMENT),
    address: nullableText(300),
    province_id: nullableText(10),
    ethnicity: nullableText(50),
    notes: nullableText(1000),
    blood_group: nullableText(10),
    allergies: nullableText(500),
    special_diet: nullableText(500),
    guardians: z.array(guardianSchema).max(10, 'errors.validation').default([]),
    pickup_people: z.array(pickupPersonSchema).max(10, 'errors.validation').default([]),
  })
  .superRefine((v, ctx) => {
    if (v.guardians.length && v.guardians.filter((g) => g.is_primary).length !== 1) {
      ctx.addIssue({ code: 'custom', path: ['guardians'], message: 'errors.one_primary_guardian' });
    }
  });
export type StudentFormInput = z.input<typeof studentSchema>;
export type StudentInput = z.output<typeof studentSchema>;

export const studentListQuery = listQuery.extend({
  school_year_id: z.uuid('errors.not_found').optional(),
  class_id: z.uuid('errors.not_found').optional(),
  status: z.enum(STUDENT_STATUSES, 'errors.validation').optional(),
  gender: z.enum(GENDERS, 'errors.validation').optional(),
  age_group: z.enum(AGE_GROUPS, 'errors.validation').optional(),
});
export type StudentListQuery = z.infer<typeof studentListQuery>;

export const moveClassSchema = idsBody.extend({
  class_id: z.uuid('errors.required'),
  reason: nullableText(500),
});
export type MoveClassInput = z.output<typeof moveClassSchema>;

export const changeStatusSchema = z
  .object({
    status: z.enum(STUDENT_STATUSES, 'errors.required'),
    date: dayField(PAST_FACT),
    reason: nullableText(500),
  });
export type ChangeStatusFormInput = z.input<typeof changeStatusSchema>;
export type ChangeStatusInput = z.output<typeof changeStatusSchema>;

// The name is checked by the service, so that any other name is simply "not found".
export const studentPhotoParams = z.object({ file: z.string().max(200, 'errors.not_found') });

export const studentRow = z.object({
  id: z.string(),
  code: z.string(),
  full_name: z.string(),
  nickname: z.string().nullable(),
  gender: z.enum(GENDERS),
  date_of_birth: z.string(),
  class_id: z.string().nullable(),
  class_name: z.string().nullable(),
  age_group: z.enum(AGE_GROUPS).nullable(),
  status: z.enum(STUDENT_STATUSES),
  status_date: z.string().nullable(),
  /** GET address of the child's photo (same headers as every call), or null. */
  photo_url: z.string().nullable(),
  primary_guardian: z.object({
    full_name: z.string(),
    phone: z.string(),
  }).nullable(),
});
export type StudentRow = z.infer<typeof studentRow>;

export const studentDetail = studentRow.extend({
  enrolment_date: z.string().nullable(),
  status_reason: z.string().nullable(),
  address: z.string().nullable(),
  province_id: z.string().nullable(),
  ethnicity: z.string().nullable(),
  notes: z.string().nullable(),
  blood_group: z.string().nullable(),
  allergies: z.string().nullable(),
  special_diet: z.string().nullable(),
  guardians: z.array(
    z.object({
      id: z.string(),
      full_name: z.string(),
      relationship: z.enum(GUARDIAN_RELATIONSHIPS),
      phone: z.string(),
      email: z.string().nullable(),
      address: z.string().nullable(),
      is_primary: z.boolean(),
    }),
  ),
  pickup_people: z.array(
    z.object({ id: z.string(), full_name: z.string(), relationship: z.string(), phone: z.string().nullable() }),
  ),
  class_history: z.array(z.object({
    id: z.string(),
    from_class_id: z.string().nullable(),
    from_class_name: z.string().nullable(),
    to_class_id: z.string(),
    to_class_name: z.string().nullable(),
    moved_at: z.string(),
    reason: z.string().nullable(),
  })),
});
export type StudentDetail = z.infer<typeof studentDetail>;

/** POST /Student/import: children created. */
export const importAnswer = z.object({ count: z.number() });
