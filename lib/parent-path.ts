/**
 * A path of the parents' app in a language: as-is in Vietnamese (the default, no prefix), under `/en` in English
 * (`localePrefix: 'as-needed'` in lib/i18n/routing.ts, which this file does not import: it reaches the browser, and
 * the parents' home loads nothing of next-intl).
 */
export function parentPath(locale: string, path: string) {
  return locale === 'vi' ? path : `/${locale}${path}`;
}

/** The app's path of a path in the address bar (`/en/parent/news` → `/parent/news`). */
export function parentPathOf(pathname: string) {
  return pathname.replace(/^\/(?:vi|en)(?=\/|$)/, '') || '/';
}
