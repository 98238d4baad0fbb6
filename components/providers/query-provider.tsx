'use client';
import { useState, type ReactNode } from 'react';
import { HydrationBoundary, QueryClient, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';

/**
 * react-query for the signed-in pages only (the sign-in page needs none of it), with the cache the server filled
 * for the shell (app/[locale]/(app)/layout.tsx).
 */
export function QueryProvider({ state, children }: { state: DehydratedState; children: ReactNode }) {
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <QueryClientProvider client={client}>
      <HydrationBoundary state={state}>{children}</HydrationBoundary>
    </QueryClientProvider>
  );
}
