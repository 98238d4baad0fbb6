'use client';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/vi.json';
import { TIME_ZONE } from '@/lib/i18n/time-zone';

/**
 * The Vietnamese messages of the client components, in a chunk of their own (messages-provider.tsx).
 */
export function ViMessages({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="vi" timeZone={TIME_ZONE} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
