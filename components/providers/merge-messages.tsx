'use client';
import { useMemo, type ReactNode } from 'react';
import { NextIntlClientProvider, useLocale, useMessages, useTimeZone, type AbstractIntlMessages } from 'next-intl';
import type { JsonText } from '@/lib/json-text';
import { withPageWords } from './words-text';

/**
 * The shell's words (from the root layout) and a page's own namespaces, for the components below. The page's words
 * come as JSON text, as the shell's do (intl-json-provider.tsx).
 */
export function MergeMessages({
  messages,
  children,
}: {
  messages: JsonText<AbstractIntlMessages>;
  children: ReactNode;
}) {
  const shell = useMessages();
  const locale = useLocale();
  const timeZone = useTimeZone();
  const merged = useMemo(() => withPageWords(shell, messages), [shell, messages]);
  return (
    <NextIntlClientProvider locale={locale} timeZone={timeZone} messages={merged}>
      {children}
    </NextIntlClientProvider>
  );
}
