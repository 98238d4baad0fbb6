import { z } from 'zod';
import { listQuery } from './list';
import { SCHOOL_STATUSES } from '@/lib/school-values';

// Schools (system administrators only). Messages are translation keys; the same schema checks the form and the API.
export { SCHOOL_STATUSES, type SchoolStatus } from '@/lib/school-values';

/** The login colours of spec §3, in the order the form shows them. */
export const LOGIN_COLOURS = [
  'btnColor',
  'textColor',
  'themePrimary',
  'themeMHPrimary',
  'themeMHHeader',
  'themeMHPrimaryLighter',
] as const;
export type LoginColour = (typeof LOGIN_COLOURS)[number];

/** The app's own login colours: what a new school's form starts with, and a school's colours where it set none. */
export const DEFAULT_LOGIN_COLOURS: Record<LoginColour, string> = {
  btnColor: '#0d6efd',
  textColor: '#ffffff',
  themePrimary: '#0d6efd',
  themeMHPrimary: '#0b5ed7',
  themeMHHeader: '#ffffff',
  themeMHPrimaryLighter: '#e7f1ff',
};

export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

const colour = z.string({ error: 'errors.invalid_color' }).regex(/^#[0-9a-fA-F]{6}$/, 'errors.invalid_color');
const optionalText = (max: number) => z.string().trim().max(max, 'errors.validation').optional();

export const schoolSchema = z.object({
  code: z
    .string({ error: 'errors.required' })
    .trim()
    .min(1, 'errors.required')
    .max(30, 'errors.validation')
    .regex(/^[A-Za-z0-9_-]+$/, 'errors.school_code_format'),
  name: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(200, 'errors.validation'),
  address: optionalText(300),
  province_id: z.string().trim().max(10, 'errors.invalid_province').optional(),
  phone: z
    .string()
    .trim()
    .max(20, 'errors.invalid_phone')
    .regex(/^$|^[0-9+][0-9 .()-]{5,19}$/, 'errors.invalid_phone')
    .optional(),
  email: z.union([z.literal(''), z.email('errors.invalid_email').max(200, 'errors.invalid_email')]).optional(),
  status: z.enum(SCHOOL_STATUSES, 'errors.validation'),
  brandName: optionalText(100),
  btnColor: colour.optional(),
  textColor: colour.optional(),
  themePrimary: colour.optional(),
  themeMHPrimary: colour.optional(),
  themeMHHeader: colour.optional(),
  themeMHPrimaryLighter: colour.optional(),
});
export type SchoolInput = z.infer<typeof schoolSchema>;

export const schoolListQuery = listQuery.extend({
  status: z.enum(SCHOOL_STATUSES, 'errors.validation').optional(),
  province_id: z.string().trim().max(10, 'errors.invalid_province').optional(),
});
export type SchoolListQuery = z.infer<typeof schoolListQuery>;

/** A stored logo's file name: <school id>-<random>.<ext>; nothing else is ever read from the uploads folder. */
export const LOGO_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[0-9a-f]{32}\.(png|jpg|webp)$/;
// The name is checked by the service, so that any other name is simply "not found".
export const logoFileParams = z.object({ file: z.string().max(200, 'errors.not_found') });

/** One school as the API answers it. */
/** A school's logo, brand name and login colours as answered (null: not set). */
const brandColumns = {
  logo: z.string().nullable(),
  brandName: z.string().nullable(),
  btnColor: z.string().nullable(),
  textColor: z.string().nullable(),
  themePrimary: z.string().nullable(),
  themeMHPrimary: z.string().nullable(),
  themeMHHeader: z.string().nullable(),
  themeMHPrimaryLighter: z.string().nullable(),
};

export const schoolRow = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  province_id: z.string().nullable(),
  province_name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(SCHOOL_STATUSES),
  ...brandColumns,
  created_at: z.string(),
  updated_at: z.string(),
});
export type SchoolRow = z.infer<typeof schoolRow>;

/** GET /Config/get-list: the chosen school's (or the default) brand and colours. */
export const publicConfig = z.object({
  tenantId: z.string().nullable(),
  tenantName: z.string().nullable(),
  ...brandColumns,
});
export type PublicConfig = z.infer<typeof publicConfig>;

/** GET /Config/public-key: the key that encrypts the tenant-key header. */
export const publicKeyAnswer = z.object({ publicKey: z.string() });

/** GET /Tenant/get-droplist-by-user: a school the caller may enter. */
export const tenantOption = z.object({ value: z.string(), name: z.string(), code: z.string() });
export type TenantOption = z.infer<typeof tenantOption>;
