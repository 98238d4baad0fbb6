import { defineRouting } from 'next-intl/routing';

export const locales = ['vi', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'vi';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365 },
  // No `Link: <…>; rel="alternate"; hreflang=…` header on every answer: it tells search engines of a page in the other
  // language, and every page here is behind a sign-in. Building it was half of next-intl's time in the proxy (issue 41).
  alternateLinks: false,
});
