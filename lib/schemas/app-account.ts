import { z } from 'zod';
import { APP_ACCOUNT_STATUSES, type AppAccountStatus } from '@/lib/app-account-options';
import { listQuery, MAX_PAGE_SIZE } from './list';

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

export const appAccountBulkSchema = z.object({ student_ids: studentIds });
export type AppAccountBulkInput = z.infer<typeof appAccountBulkSchema>;

export type AppAccountChild = { id: string; full_name: string; class_name: string | null };

export type AppAccountRow = {
  id: string;
  username: string;
  status: AppAccountStatus;
  guardian_id: string;
  guardian_name: string | null;
  guardian_phone: string | null;
  children: AppAccountChild[];
  last_login_at: string | null;
  created_at: string;
};

/** A password shown once: after an account is made or its password reset, for the printable slip. */
export type AppAccountSlip = {
  id: string;
  username: string;
  password: string;
  guardian_name: string | null;
  children: AppAccountChild[];
};

export type AppAccountBulkResult = { created: number; skipped: number; school_name: string; slips: AppAccountSlip[] };
export type AppAccountPasswordResult = { school_name: string; slip: AppAccountSlip };

/** POST /api/app/login: the parents' app sign-in. */
export const appLoginSchema = z.object({
  username: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(100, 'errors.validation'),
  password: z.string({ error: 'errors.required' }).min(1, 'errors.required').max(200, 'errors.validation'),
  school_code: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(50, 'errors.validation'),
});
export type AppLoginInput = z.infer<typeof appLoginSchema>;
