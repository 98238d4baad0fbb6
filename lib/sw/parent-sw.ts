/// <reference lib="webworker" />
// The parents' app's service worker (issue 35), built with Serwist by `npm run sw` (scripts/build-sw.mjs) into
// public/parent-sw.js. Registered by the parents' shell for `/parent` and `/en/parent` only, so it never controls a
// staff page. It keeps:
// - the offline page (precached at install): what a parents' screen never seen before shows offline;
// - the parents' screens a parent has seen (navigations under the scope): network first, the cached copy only when
//   the network fails (no time limit: a slow answer is still the fresh one, e.g. after a change);
// - the app's static files (/_next/static: content-hashed names) cache first, fonts and icons stale-while-revalidate.
// It never touches /api/ (a change is refused offline by the page, never queued or replayed) nor a non-GET request.
// Sign-out deletes its caches (lib/api/parent-sw-client.ts): they hold the family's personal data.
// Web Push (issue 36): a push is shown as a notification and a click opens its link (push-handlers.ts).
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate } from 'serwist';
import { isParentPath, PARENT_OFFLINE_URL, PARENT_PAGES_CACHE, PARENT_STATIC_CACHE } from '../parent-sw';
import { addPushHandlers } from './push-handlers';

declare const self: ServiceWorkerGlobalScope;
/** The offline page's revision (a hash of its content), put in by the build. */
declare const OFFLINE_REVISION: string;

const serwist = new Serwist({
  precacheEntries: [{ url: PARENT_OFFLINE_URL, revision: OFFLINE_REVISION }],
  precacheOptions: { cleanupOutdatedCaches: true },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      // The sign-in page is not kept: after a sign-out the cache holds no page at all.
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin && request.mode === 'navigate' && isParentPath(url.pathname) && !url.pathname.endsWith('/login'),
      handler: new NetworkFirst({
        cacheName: PARENT_PAGES_CACHE,
        plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * 24 * 3600 })],
      }),
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      // Content-hashed names (Turbopack's development chunks too): a name never changes its content.
      handler: new CacheFirst({ cacheName: PARENT_STATIC_CACHE, plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 3600 })] }),
    },
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin &&
        request.method === 'GET' &&
        !url.pathname.startsWith('/api/') &&
        /^\/(fonts|flags|parent-icons)\//.test(url.pathname),
      handler: new StaleWhileRevalidate({ cacheName: PARENT_STATIC_CACHE }),
    },
  ],
  fallbacks: {
    entries: [{ url: PARENT_OFFLINE_URL, matcher: ({ request }) => request.mode === 'navigate' }],
  },
});

/** A page kept less than this long ago is not fetched again when seen inside the app. */
const SEEN_FRESH_MS = 5 * 60_000;

/**
 * A screen the parent reached inside the app (a client-side navigation: no page load the worker could keep), sent by
 * the page ({type: 'PARENT_PAGE_SEEN', url}): the worker fetches its page (with the session's cookie, as the browser
 * would) and keeps it, unless it kept it a moment ago.
 */
async function keepSeenPage(href: string) {
  const url = new URL(href, self.location.href);
  if (url.origin !== self.location.origin || !isParentPath(url.pathname) || url.pathname.endsWith('/login')) return;
  url.hash = '';
  const cache = await caches.open(PARENT_PAGES_CACHE);
  const kept = await cache.match(url.href);
  const keptAt = Date.parse(kept?.headers.get('date') ?? '');
  if (kept && Date.now() - keptAt < SEEN_FRESH_MS) return;
  const response = await fetch(url.href, { credentials: 'same-origin', headers: { accept: 'text/html' } });
  if (response.ok && !response.redirected && (response.headers.get('content-type') ?? '').includes('text/html')) {
    await cache.put(url.href, response);
  }
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; url?: string } | null;
  if (data?.type === 'PARENT_PAGE_SEEN' && typeof data.url === 'string') event.waitUntil(keepSeenPage(data.url).catch(() => undefined));
});

// A page also sends the files it loaded before the worker controlled it ({type: 'CACHE_URLS'}): they go through the
// routes above, so the first screen seen is readable offline too.
serwist.addEventListeners();
addPushHandlers(self);
