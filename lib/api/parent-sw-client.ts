// The parents' app's side of its service worker (lib/sw/parent-sw.ts): registration for the page's language, the
// screen on show handed to the worker's cache, and the caches deleted at sign-out. Browser only; no library.
import { PARENT_CACHE_PREFIX, PARENT_SW_URL, parentScope } from '@/lib/parent-sw';

const supported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;

/**
 * Registers the worker for the parents' app in this language (`/parent` or `/en/parent`: never a staff page). Once it
 * is active, it is handed the files this page loaded before it was in control, and the screen itself.
 */
export async function registerParentSw(locale: string): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  const registration = await navigator.serviceWorker.register(PARENT_SW_URL, { scope: parentScope(locale) });
  const worker = await activeWorker(registration);
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((name) => {
      const u = new URL(name);
      return u.origin === location.origin && /^\/(_next\/static|fonts|parent-icons)\//.test(u.pathname);
    });
  worker?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: files } });
  return registration;
}

function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  if (registration.active) return Promise.resolve(registration.active);
  const pending = registration.installing ?? registration.waiting;
  if (!pending) return Promise.resolve(null);
  return new Promise((resolve) => {
    pending.addEventListener('statechange', () => {
      if (pending.state === 'activated') resolve(pending);
      if (pending.state === 'redundant') resolve(null);
    });
  });
}

/**
 * A screen reached inside the app (a client-side navigation, which the worker does not see as a page load): the
 * worker fetches and keeps its page, unless it kept it in the last few minutes, so it opens offline later.
 */
export function noteParentPageSeen(registration: ServiceWorkerRegistration | null, url: string) {
  registration?.active?.postMessage({ type: 'PARENT_PAGE_SEEN', url });
}

/** Sign-out, or a session that ended: the screens kept for offline reading hold the family's data, so they go. */
export async function clearParentCaches() {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(PARENT_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
