/**
 * The parents' app's service worker, as the pages and the worker both know it (zod- and client-free): its script,
 * the scopes it is registered for (one per language: it never controls a staff page), its caches and the offline
 * page it keeps. The worker's source is lib/sw/parent-sw.ts, bundled by `npm run sw` into public/parent-sw.js.
 */
export const PARENT_SW_URL = '/parent-sw.js';
export const PARENT_OFFLINE_URL = '/parent-offline.html';
/** Every cache the parents' app fills starts with this: sign-out deletes them all (they hold personal data). */
export const PARENT_CACHE_PREFIX = 'parent-';
export const PARENT_PAGES_CACHE = `${PARENT_CACHE_PREFIX}pages`;
export const PARENT_STATIC_CACHE = `${PARENT_CACHE_PREFIX}static`;

/** The scope of the parents' app in a language: `/parent` or `/en/parent` (a prefix: also `/parent/…`). */
export function parentScope(locale: string) {
  return locale === 'vi' ? '/parent' : `/${locale}/parent`;
}

/** Is this path a parents' screen (a page under `/parent` or `/<locale>/parent`)? */
export function isParentPath(pathname: string) {
  return /^(\/[a-z]{2})?\/parent(\/|$)/.test(pathname);
}
