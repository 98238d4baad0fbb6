import 'server-only';
import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import type { z } from 'zod';
import { firstScreen } from './dehydrated-json';
import { AppError } from './errors';
import type { JsonText } from '@/lib/json-text';
import { listQueryFromUrl, type ListQuery, type ListSpec, type SearchParams } from '@/lib/list-query';

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

/**
 * The first screen of a page that shows one list and nothing else: the list the address asks for (`spec`, the
 * screen's list), read with `read` under `key` (see `firstList`).
 */
export async function oneListFirstScreen<F extends string, S extends z.ZodType, R>(
  searchParams: SearchParams,
  spec: ListSpec<F>,
  list: { key: (q: ListQuery<F>) => QueryKey; schema: S; read: (q: z.output<S>) => Promise<R> },
): Promise<JsonText<DehydratedState>> {
  const query = listQueryFromUrl(searchParams, spec);
  return firstScreen([await firstList(list.key(query), list.schema, query, list.read)]);
}
