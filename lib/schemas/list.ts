import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

/** The query every list endpoint takes: page, page_size, order_by (`field` or `-field`), search. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  order_by: z
    .string()
    .regex(/^-?[a-z_]{1,40}$/, 'errors.validation')
    .optional(),
  search: z.string().trim().max(100, 'errors.validation').optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

export const idsBody = z.object({ ids: z.array(z.uuid('errors.not_found')).min(1, 'errors.required').max(MAX_PAGE_SIZE) });
export const idParams = z.object({ id: z.uuid('errors.not_found') });
export const idQuery = z.object({ id: z.uuid('errors.not_found') });

export function pageOf(q: { page: number; page_size: number }) {
  return { limit: q.page_size, offset: (q.page - 1) * q.page_size };
}

/** `-name` → { field: 'name', desc: true }; unknown fields fall back to the given default. */
export function sortOf<F extends string>(orderBy: string | undefined, allowed: readonly F[], fallback: F) {
  const desc = !!orderBy?.startsWith('-');
  const field = (orderBy?.replace(/^-/, '') ?? fallback) as F;
  return allowed.includes(field) ? { field, desc } : { field: fallback, desc: false };
}
