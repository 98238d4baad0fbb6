import { z } from 'zod';
import { listQuery } from './list';

// The parents' requests that staff review (absences, medicine, messages, vaccine declarations): what their list
// endpoints and their by-id calls take, built once.

/** One request by id (a decision, a read, the parent's cancel). */
export const idBody = z.object({ id: z.uuid('errors.not_found') });

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
