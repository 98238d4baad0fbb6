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
