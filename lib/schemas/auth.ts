import { z } from 'zod';

// Messages are translation keys: the same schema validates the form in the browser and the endpoint on the server.
export const loginSchema = z.object({
  username: z.string({ error: 'errors.required' }).trim().min(1, 'errors.required').max(200, 'errors.validation'),
  password: z.string({ error: 'errors.required' }).min(1, 'errors.required').max(200, 'errors.validation'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const PASSWORD_MIN = 8;

export const changePasswordSchema = z
  .object({
    old_password: z.string({ error: 'errors.required' }).min(1, 'errors.required').max(200, 'errors.validation'),
    new_password: z
      .string({ error: 'errors.required' })
      .min(1, 'errors.required')
      .min(PASSWORD_MIN, 'errors.password_too_short')
      .max(200, 'errors.validation'),
    renew_password: z.string({ error: 'errors.required' }).min(1, 'errors.required'),
  })
  .refine((v) => v.new_password === v.renew_password, { path: ['renew_password'], message: 'errors.password_mismatch' })
  .refine((v) => v.new_password !== v.old_password || !v.new_password, {
    path: ['new_password'],
    message: 'errors.password_same',
  });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

// ---- Answers ----

/** POST /User/login and POST /api/app/login: the bearer token and when it ends. */
export const loginAnswer = z.object({ accessToken: z.string(), token_type: z.literal('Bearer'), expires_at: z.string() });

/** GET /User/get-detail-by-token: the signed-in user, with roles, scope and rights in the chosen school. */
export const currentUserAnswer = z.object({
  id: z.string(),
  username: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  language_code: z.string(),
  roles: z.array(z.string()),
  scope: z.string().nullable(),
  tenant_id: z.string().nullable(),
  /** menu → actions */
  rights: z.record(z.string(), z.array(z.string())),
  is_system_admin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserAnswer>;

/** GET /api/admin/accounts/getAccessGroup: the caller's role keys. */
export const accessGroupsAnswer = z.array(z.string());
