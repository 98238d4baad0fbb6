import { z } from 'zod';

import { SESSION_PAGE_SIZE } from '@/lib/limits';

export { SESSION_PAGE_SIZE };

export const sessionListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(SESSION_PAGE_SIZE).default(SESSION_PAGE_SIZE),
  order_by: z.enum(['newest_top', 'oldest_top']).default('newest_top'),
  active_status: z.enum(['active', 'inactive', 'all']).default('active'),
});
export type SessionListQuery = z.infer<typeof sessionListQuery>;

export const sessionIdParams = z.object({ session_id: z.uuid('errors.not_found') });
export const tokenHashParams = z.object({ hashed_token: z.string().regex(/^[0-9a-f]{64}$/i, 'errors.token_invalid') });

export const sessionRow = z.object({
  session_id: z.string(),
  user_agent: z.string(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string(),
  token_expired_at: z.string(),
  token_expired_at_text: z.string(),
  active: z.boolean(),
  is_current: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRow>;
