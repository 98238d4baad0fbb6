'use client';
import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { JsonHydration } from './json-hydration';

/**
 * react-query for the signed-in pages only (the sign-in page needs none of it), with the cache the server filled
 * for the shell (app/[locale]/(staff)/(app)/layout.tsx), as JSON text (json-hydration.tsx).
 */
export function QueryProvider({ state, children }: { state: JsonText<DehydratedState>; children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <JsonHydration state={state}>{children}</JsonHydration>
    </QueryClientProvider>
  );
}
