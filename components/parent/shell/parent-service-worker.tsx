'use client';
import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';
import { clearParentCaches, noteParentPageSeen, registerParentSw } from '@/lib/api/parent-sw-client';

/**
 * The parents' app's service worker (lib/sw/parent-sw.ts): registered for this language's scope once the page is
 * live, and told of each screen reached inside the app, so that the screens last seen open offline. On the sign-in
 * page (`signedOut`) the screens kept from an ended session are deleted first: they hold the family's data.
 */
export function ParentServiceWorker({ locale, signedOut = false }: { locale: string; signedOut?: boolean }) {
  const pathname = usePathname();
  const registration = useRef<Promise<ServiceWorkerRegistration | null> | null>(null);

  useEffect(() => {
    const start = async () => {
      if (signedOut) await clearParentCaches();
      return registerParentSw(locale);
    };
    registration.current = start().catch(() => null);
  }, [locale, signedOut]);

  useEffect(() => {
    if (signedOut) return;
    const href = window.location.href;
    void registration.current?.then((r) => noteParentPageSeen(r, href));
  }, [pathname, signedOut]);

  return null;
}
