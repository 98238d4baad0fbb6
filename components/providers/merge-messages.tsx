'use client';
import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, type AbstractIntlMessages } from 'next-intl';

/** The shell's words (from the root layout) and a page's own namespaces, for the components below. */
export function MergeMessages({ messages, children }: { messages: AbstractIntlMessages; children: ReactNode }) {
  const shell = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => ({ ...shell, ...messages }), [shell, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
