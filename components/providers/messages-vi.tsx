'use client';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/vi.json';
import { TIME_ZONE } from '@/lib/i18n/time-zone';

/**
 * The Vietnamese messages of the client components, from a module of their own: the browser caches them as a script
 * and the server keeps them loaded, rather than serialising the whole catalogue into every page (messages-en.tsx).
 */
export function ViMessages({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="vi" timeZone={TIME_ZONE} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
