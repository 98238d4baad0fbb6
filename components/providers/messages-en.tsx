'use client';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import { TIME_ZONE } from '@/lib/i18n/time-zone';

/**
 * The English messages of the client components, in a chunk of their own (messages-provider.tsx).
 */
export function EnMessages({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en" timeZone={TIME_ZONE} messages={messages}>
      {children}
    </NextIntlClientProvider>
  );
}
