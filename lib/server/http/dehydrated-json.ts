import 'server-only';
import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { toJsonText, type JsonText } from '@/lib/json-text';

/**
 * A server-filled react-query cache as the JSON text `JsonHydration` reads: what the API would answer (a Date
 * becomes its ISO string, as in an answer's JSON), in one string React's payload carries without walking it.
 */
export const dehydratedJson = (cache: QueryClient): JsonText<DehydratedState> => toJsonText(dehydrate(cache));

/**
 * A page's first screen: what it read with the services the API calls, under the keys its hooks ask for, as the
 * JSON text `JsonHydration` hands to react-query, so the screen shows it with no call of its own. An entry left
 * out (`null`: a right the user lacks) is fetched by the screen, or refused there as the API refuses it.
 */
export function firstScreen(entries: ReadonlyArray<readonly [QueryKey, unknown] | null>): JsonText<DehydratedState> {
  const cache = new QueryClient();
  for (const entry of entries) if (entry) cache.setQueryData(entry[0], entry[1]);
  return dehydratedJson(cache);
}
