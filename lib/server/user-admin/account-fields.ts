import 'server-only';
import type { users } from '../db/schema';
import { formatDateTime } from '@/lib/format';
import type { UserStatus, UserUpdate } from '@/lib/schemas/user-admin';

/** What the users' list row and the user's detail both show of the account itself, as the API answers it. */
export const accountFields = (u: typeof users.$inferSelect) => ({
  id: u.id,
  username: u.username,
  full_name: u.fullName,
  email: u.email,
  phone: u.phone,
  language_code: u.languageCode,
  status: u.status as UserStatus,
  is_system_admin: u.isSystemAdmin,
  last_login_at: u.lastLoginAt?.toISOString() ?? null,
  last_login_text: formatDateTime(u.lastLoginAt),
  created_at: u.createdAt.toISOString(),
});

/** What the form writes of the account itself, on create and on update (who is a system administrator aside). */
export const accountValues = (input: UserUpdate) => ({
  username: input.username,
  fullName: input.full_name,
  email: input.email,
  phone: input.phone,
  languageCode: input.language_code,
  status: input.status,
});
