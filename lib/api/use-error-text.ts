'use client';
import { useTranslations } from 'next-intl';
import { ApiError } from './client';

/**
 * Turns a failure into words in the user's language: a translation key (from zod or the server) is translated;
 * the server's own text is the fallback; anything else is spec §8's "an error occurred".
 */
export function useErrorText() {
  const t = useTranslations();
  return (error: unknown): string => {
    // The server already translated into the request's language, with the real parameters.
    if (error instanceof ApiError && error.text) return error.text;
    const key = error instanceof ApiError ? error.key : typeof error === 'string' ? error : null;
    if (key && t.has(key as never)) return t(key as never, { minutes: 15, max: 200 } as never);
    return t('common.errorOccurred');
  };
}
