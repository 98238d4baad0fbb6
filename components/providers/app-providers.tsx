'use client';
import { useEffect, type ReactNode } from 'react';
import { configureApi } from '@/lib/api/client';
import { ChunkErrorGuard } from './chunk-error-guard';

/**
 * Browser-wide: the API client's locale and public key, and the reload after a deploy. react-query is the
 * signed-in pages' own (query-provider.tsx). No next-auth client: the session cookie is set and cleared through
 * its REST endpoints (lib/api/auth-session.ts), and nothing in the browser reads it.
 */
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
  return (
    <>
      <ChunkErrorGuard />
      {children}
    </>
  );
}
