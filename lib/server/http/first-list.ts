import 'server-only';
import type { QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { AppError } from './errors';

/**
 * One list of a page's first screen, for `firstScreen`: the list the screen will ask for with `query` (built from the
 * page's address), read with the service the API calls, under `key`. An address the API would refuse (a malformed
 * filter, another school's class) is left to the screen, which asks and shows the API's error: null here.
 */
export async function firstList<S extends z.ZodType, R>(
  key: QueryKey,
  schema: S,
  query: unknown,
  read: (q: z.output<S>) => Promise<R>,
): Promise<readonly [QueryKey, R] | null> {
  const parsed = schema.safeParse(query);
  if (!parsed.success) return null;
  try {
    return [key, await read(parsed.data)] as const;
  } catch (e) {
    if (e instanceof AppError) return null;
    throw e;
  }
}
