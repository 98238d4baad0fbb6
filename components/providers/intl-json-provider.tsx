'use client';
import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, type AbstractIntlMessages } from 'next-intl';
import type { JsonText } from '@/lib/json-text';
import { wordsOf } from './words-text';

/**
 * The shell's words for the client components, sent as JSON text: one string in React's payload, read by
 * `JSON.parse`, instead of a tree of a few hundred strings serialised and revived one by one on every page.
 */
export function IntlJsonProvider({
  locale,
  timeZone,
  messages,
  children,
}: {
  locale: string;
  timeZone: string;
  /** The messages as JSON text (`messagesJson` in lib/i18n/client-messages.ts, made once per language). */
  messages: JsonText<AbstractIntlMessages>;
  children: ReactNode;
}) {
  const parsed = useMemo(() => wordsOf(messages), [messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={parsed}>
      {children}
    </NextIntlClientProvider>
  );
}
