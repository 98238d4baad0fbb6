'use client';
import { useMemo, type ReactNode } from 'react';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { fromJsonText, type JsonText } from '@/lib/json-text';

/**
 * react-query's HydrationBoundary over a cache the server wrote as JSON text (`dehydratedJson`): a page's first
 * data crosses to the browser as one string, which React's payload carries as it is and `JSON.parse` reads
 * natively, instead of an object tree React serialises and revives value by value on every render (issue 16 item 6).
 */
export function JsonHydration({ state, children }: { state: JsonText<DehydratedState>; children: ReactNode }) {
  const parsed = useMemo(() => fromJsonText(state), [state]);
  return <HydrationBoundary state={parsed}>{children}</HydrationBoundary>;
}
