import { z } from 'zod';
import { addDays } from '@/lib/school-time';
import { listQuery } from './list';

// The parents' requests that staff review (absences, medicine, messages, vaccine declarations): what their list
// endpoints and their by-id calls take, built once.

/** One request by id (a decision, a read, the parent's cancel). */
export const idBody = z.object({ id: z.uuid('errors.not_found') });

/** A reject: the request by id and the kind's reason field. */
export const rejectBody = <R extends z.ZodType>(reason: R) => idBody.extend({ reason });

/**
 * A request over days: from and to, both included; the end not before the start; at most `maxDays` days
 * (`tooLong` names the error past that).
 */
export const dayRangeChecks = <S extends z.ZodType<{ from_date: string; to_date: string }>>(
  schema: S,
  maxDays: number,
  tooLong: string,
) =>
  schema
    .refine((v) => v.to_date >= v.from_date, { path: ['to_date'], message: 'errors.end_before_start' })
    .refine((v) => v.to_date < addDays(v.from_date, maxDays), { path: ['to_date'], message: tooLong });

/**
 * A request list's query: the list kit's page, size, sort and search, then the class, the child and one of the
 * kind's statuses, and the kind's own filters (`extra`).
 */
export function requestListQuery<
  const S extends readonly [string, ...string[]],
  E extends z.ZodRawShape = Record<never, never>,
>(statuses: S, extra?: E) {
  return listQuery
    .extend({
      class_id: z.uuid('errors.not_found').optional(),
      student_id: z.uuid('errors.not_found').optional(),
      status: z.enum(statuses).optional(),
    })
    .extend((extra ?? {}) as E);
}

/** The parents' app list of a kind: the family's requests, or one child's. */
export const appRequestListQuery = z.object({ student_id: z.uuid('errors.not_found').optional() });

/** The same a page at a time (`get-list`): page, page_size (20 by default, at most 100), newest first. */
export const appRequestPageQuery = appRequestListQuery.extend({
  page: listQuery.shape.page,
  page_size: listQuery.shape.page_size,
});
export type AppRequestPageQuery = z.output<typeof appRequestPageQuery>;

