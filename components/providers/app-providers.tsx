'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from 'next-auth/react';
import { configureApi } from '@/lib/api/client';
import { ChunkErrorGuard } from './chunk-error-guard';

/** Browser-wide providers: react-query, next-auth, and the API client's locale and public key. */
export function AppProviders({
  children,
  locale,
  publicKey,
  tenantKeys,
}: {
  children: ReactNode;
  locale: string;
  publicKey: string;
  /** tenant-key headers the server encrypted for this page (value → header). */
  tenantKeys: Record<string, string>;
}) {
  useEffect(() => configureApi({ locale, publicKey }, tenantKeys), [locale, publicKey, tenantKeys]);
  const [client] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
      }),
  );
  return (
    <SessionProvider refetchOnWindowFocus={false} refetchInterval={0}>
      <QueryClientProvider client={client}>
        <ChunkErrorGuard />
        {children}
      </QueryClientProvider>
    </SessionProvider>
  );
}
