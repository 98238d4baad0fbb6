import { z } from 'zod';
import { PASSWORD_MIN } from './auth';
import { nullableText } from './fields';
import { listQuery } from './list';
import { USER_STATUSES } from '@/lib/user-values';

// Messages are translation keys: the same schemas validate the user form in the browser and the endpoints.

export { USER_STATUSES, type UserStatus } from '@/lib/user-values';
export const USER_LANGUAGES = ['vi', 'en'] as const;
/** A staff member's reach in one school; `system` comes only from the system administrator flag. */
export const MEMBER_SCOPES = ['school', 'class'] as const;
export const MAX_SCHOOLS = 50;

const optionalText = (max: number) => nullableText(max, 'errors.too_long');

export const membershipSchema = z.object({
  tenant_id: z.uuid('errors.not_found'),
  scope: z.enum(MEMBER_SCOPES, { error: 'errors.validation' }).default('school'),
  role_ids: z.array(z.uuid('errors.not_found')).max(50, 'errors.validation').default([]),
  class_ids: z.array(z.uuid('errors.not_found')).max(200, 'errors.validation').default([]),
});
export type Membership = z.output<typeof membershipSchema>;

const userFields = {
  username: z
    .string({ error: 'errors.required' })
    .trim()
    .min(1, 'errors.required')
    .min(3, 'errors.username_invalid')
    .max(50, 'errors.too_long')
    .regex(/^[A-Za-z0-9._@-]+$/, 'errors.username_invalid'),
  full_name: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(150, 'errors.too_long'),
  email: z
    .string()
    .trim()
    .max(200, 'errors.too_long')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'errors.email_invalid')
    .optional()
    .nullable()
    .transform((v) => v || null),
  phone: optionalText(20).refine((v) => v === null || /^\+?[0-9 .-]{8,20}$/.test(v), 'errors.phone_invalid'),
  language_code: z.enum(USER_LANGUAGES, { error: 'errors.invalid_language' }).default('vi'),
  status: z.enum(USER_STATUSES, { error: 'errors.validation' }).default('active'),
  /** Only a system administrator may set it; anyone else sending true is refused. */
  is_system_admin: z.boolean().optional(),
  /**
   * The schools the user may enter, with roles, scope and classes in each. A school's staff send only their
   * own school; a system administrator sends every school the user keeps (the others are taken away).
   */
  schools: z
    .array(membershipSchema)
    .max(MAX_SCHOOLS, 'errors.validation')
    .refine((list) => new Set(list.map((m) => m.tenant_id)).size === list.length, 'errors.validation')
    .default([]),
};

export const userCreateSchema = z.object({
  ...userFields,
  password: z
    .string({ error: 'errors.required' })
    .min(1, 'errors.required')
    .min(PASSWORD_MIN, 'errors.password_too_short')
    .max(200, 'errors.too_long'),
});
export type UserCreateInput = z.input<typeof userCreateSchema>;
export type UserCreate = z.output<typeof userCreateSchema>;

export const userUpdateSchema = z.object(userFields);
export type UserUpdateInput = z.input<typeof userUpdateSchema>;
export type UserUpdate = z.output<typeof userUpdateSchema>;

export const USER_SORTS = ['username', 'full_name', 'email', 'status', 'last_login_at', 'created_at'] as const;

export const userListQuery = listQuery.extend({
  status: z
    .enum(USER_STATUSES, { error: 'errors.validation' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  role_id: z
    .uuid('errors.not_found')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** System administrators only: the users of one school (everyone else always sees their own school's). */
  tenant_id: z
    .uuid('errors.not_found')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userRow = z.object({
  id: z.string(),
  username: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  language_code: z.string(),
  status: z.enum(USER_STATUSES),
  is_system_admin: z.boolean(),
  last_login_at: z.string().nullable(),
  last_login_text: z.string(),
  created_at: z.string(),
  /** Scope and roles in the school the list is about (the filtered one, else the chosen one). */
  scope: z.string().nullable(),
  roles: z.array(z.object({
    id: z.string(),
    name: z.string(),
  })),
  /** Every school the user may enter: listed for system administrators only. */
  schools: z.array(z.object({
    id: z.string(),
    name: z.string(),
  })),
  /**
   * The user also enters another school: then only a system administrator changes the account itself (password,
   * lock, name, e-mail…); a school's staff still change the user's roles, scope and classes in their school.
   */
  shared: z.boolean(),
});
export type UserRow = z.infer<typeof userRow>;

export const userSchool = z.object({
  tenant_id: z.string(),
  tenant_name: z.string(),
  scope: z.string(),
  is_default: z.boolean(),
  role_ids: z.array(z.string()),
  class_ids: z.array(z.string()),
});

export const userDetail = userRow.omit({ roles: true, schools: true, scope: true }).extend({
  active_sessions: z.number(),
  schools: z.array(userSchool),
});
export type UserDetail = z.infer<typeof userDetail>;

/** Answer of reset-password: the new password, shown once and never again. */
export const resetPasswordResult = z.object({
  id: z.string(),
  password: z.string(),
  message: z.string(),
});
export type ResetPasswordResult = z.infer<typeof resetPasswordResult>;
