import { z } from 'zod';
import { APP_ACCOUNT_STATUSES } from '@/lib/app-account-options';
import { GUARDIAN_RELATIONSHIPS } from '@/lib/student-options';
import { listQuery, MAX_PAGE_SIZE } from './list';
import { isVietnamesePhone } from './student';
import { normalizePhone } from '@/lib/phone';

export { APP_ACCOUNT_STATUSES } from '@/lib/app-account-options';
export type { AppAccountStatus } from '@/lib/app-account-options';

// App accounts (menu `app-account`): parents' logins for the parents' app. Messages are translation keys.

export const appAccountListQuery = listQuery.extend({
  status: z.enum(APP_ACCOUNT_STATUSES, 'errors.validation').optional(),
});
export type AppAccountListQuery = z.infer<typeof appAccountListQuery>;

const studentIds = z
  .array(z.uuid('errors.not_found'))
  .min(1, 'errors.required')
  .max(MAX_PAGE_SIZE, 'errors.validation');

export const appAccountCreateSchema = z.object({
  username: z
    .string({ error: 'errors.required' })
    .trim()
    .min(1, 'errors.required')
    .max(50, 'errors.validation')
    .regex(/^[A-Za-z0-9._@+-]+$/, 'errors.app_account_username_invalid'),
  guardian_id: z.uuid('errors.required'),
  student_ids: studentIds,
});
export type AppAccountCreateInput = z.infer<typeof appAccountCreateSchema>;

/** PUT /AppAccount/update/{id}: the sign-in name, the guardian's phone and the children the account sees. */
export const appAccountUpdateSchema = z.object({
  username: appAccountCreateSchema.shape.username,
  phone: z
    .string({ error: 'errors.required' })
    .trim()
    .min(1, 'errors.required')
    .refine(isVietnamesePhone, 'errors.phone_invalid')
    .transform(normalizePhone),
  student_ids: studentIds,
});
export type AppAccountUpdateInput = z.output<typeof appAccountUpdateSchema>;

export const appAccountBulkSchema = z.object({ student_ids: studentIds });
export type AppAccountBulkInput = z.infer<typeof appAccountBulkSchema>;

export const appAccountChild = z.object({
  id: z.string(),
  full_name: z.string(),
  class_name: z.string().nullable(),
});
export type AppAccountChild = z.infer<typeof appAccountChild>;

export const appAccountRow = z.object({
  id: z.string(),
  username: z.string(),
  status: z.enum(APP_ACCOUNT_STATUSES),
  guardian_id: z.string(),
  guardian_name: z.string().nullable(),
  guardian_phone: z.string().nullable(),
  children: z.array(appAccountChild),
  last_login_at: z.string().nullable(),
  created_at: z.string(),
});
export type AppAccountRow = z.infer<typeof appAccountRow>;

/** A password shown once: after an account is made or its password reset, for the printable slip. */
export const appAccountSlip = z.object({
  id: z.string(),
  username: z.string(),
  password: z.string(),
  guardian_name: z.string().nullable(),
  children: z.array(appAccountChild),
});
export type AppAccountSlip = z.infer<typeof appAccountSlip>;

export const appAccountBulkResult = z.object({
  created: z.number(),
  /** Families whose existing account got their children not yet linked to it (a child enrolled later). */
  linked: z.number(),
  skipped: z.number(),
  school_name: z.string(),
  slips: z.array(appAccountSlip),
});
export type AppAccountBulkResult = z.infer<typeof appAccountBulkResult>;
export const appAccountPasswordResult = z.object({
  school_name: z.string(),
  slip: appAccountSlip,
});
export type AppAccountPasswordResult = z.infer<typeof appAccountPasswordResult>;

/** POST /api/app/login: the parents' app sign-in. */
export const appLoginSchema = z.object({
  username: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(100, 'errors.validation'),
  password: z.string({ error: 'errors.required' }).min(1, 'errors.required').max(200, 'errors.validation'),
  school_code: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(50, 'errors.validation'),
});
export type AppLoginInput = z.infer<typeof appLoginSchema>;

/** GET /api/app/children: the children linked to the caller's app account. */
export const appChild = z.object({
  id: z.string(),
  full_name: z.string(),
  nickname: z.string().nullable(),
  date_of_birth: z.string(),
  class_id: z.string().nullable(),
  class_name: z.string().nullable(),
  status: z.string(),
});

/** GET /api/app/profile: the app account, the guardian it stands for and the school. */
export const appProfile = z.object({
  account_id: z.string(),
  username: z.string(),
  full_name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  relationship: z.enum(GUARDIAN_RELATIONSHIPS),
  school_code: z.string(),
  school_name: z.string(),
});
