'use client';
import { createContext, use, type ReactNode } from 'react';
import { setParentLocale } from '@/lib/api/parent-state';

/**
 * The few words the parents' app's frame needs in the browser outside any screen (a link on its way, the error
 * page), as plain strings from its root layout: no next-intl client, no message formatting on the home page.
 */
export type ParentWords = {
  locale: string;
  loading: string;
  errorTitle: string;
  error: string;
  reload: string;
  backHome: string;
};

const Words = createContext<ParentWords | null>(null);

export function ParentWordsProvider({ words, children }: { words: ParentWords; children: ReactNode }) {
  // The language of the parents' calls (set during render: idempotent, and before any screen's first call).
  setParentLocale(words.locale);
  return <Words value={words}>{children}</Words>;
}

export function useParentWords(): ParentWords {
  const words = use(Words);
  if (!words) throw new Error('useParentWords outside the parents’ root layout');
  return words;
}
