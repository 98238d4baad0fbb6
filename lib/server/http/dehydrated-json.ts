import 'server-only';
import { randomUUID } from 'node:crypto';
import { dehydrate, QueryClient, type DehydratedState, type QueryKey } from '@tanstack/react-query';
import { toJsonText, type JsonText } from '@/lib/json-text';
import { JsonText as WrittenJson } from './json-text';

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
  // An answer the database wrote as JSON text (the roll call's day) goes in as it is: a placeholder string holds its
  // place, and the text replaces it in the cache's JSON. The placeholder starts with a NUL character, which no text
  // from PostgreSQL can hold, and carries a random part.
  const written = new Map<string, string>();
  const mark = `\u0000json:${randomUUID()}:`;
  for (const entry of entries) {
    if (!entry) continue;
    let data = entry[1];
    if (data instanceof WrittenJson) {
      const key = `${mark}${written.size}`;
      written.set(JSON.stringify(key), data.text);
      data = key;
    }
    cache.setQueryData(entry[0], data);
  }
  const json = dehydratedJson(cache);
  if (!written.size) return json;
  let text: string = json;
  for (const [placeholder, value] of written) text = text.replace(placeholder, () => value);
  return text as JsonText<DehydratedState>;
}
