import 'server-only';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { toJsonText, type JsonText } from '@/lib/json-text';

/**
 * A server-filled react-query cache as the JSON text `JsonHydration` reads: what the API would answer (a Date
 * becomes its ISO string, as in an answer's JSON), in one string React's payload carries without walking it.
 */
export const dehydratedJson = (cache: QueryClient): JsonText<DehydratedState> => toJsonText(dehydrate(cache));
