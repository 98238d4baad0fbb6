/// <reference lib="webworker" />
// Web Push in a service worker (issue 36), shared by the parents' worker (parent-sw.ts) and the staff's
// (staff-sw.ts): a push's payload `{title, body, url, tag}` (JSON, decrypted by the browser) is shown as a
// notification — the tag per thing, so a later notice of the same thing replaces the earlier one on the phone — and a
// click on it brings a window of the app to its `url`: one already open (focused, and sent there), or a new one.

/** The payload the push worker sends (lib/server/push): the words in the subscription's language. */
export type PushPayload = { title: string; body: string; url: string; tag: string };

const ICON = '/parent-icons/icon-192.png';

/** The payload of a push; a payload that is not our JSON is still shown (a push must always show something). */
export function readPayload(data: PushMessageData | null): PushPayload {
  let value: Partial<Record<keyof PushPayload, unknown>> = {};
  try {
    value = (data?.json() ?? {}) as typeof value;
  } catch {
    value = { body: data?.text() ?? '' };
  }
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { title: text(value.title), body: text(value.body), url: text(value.url), tag: text(value.tag) };
}

/**
 * The address to open for a notification's `url` (a path without the locale): on this origin only, inside the
 * worker's own language when its scope has one (the parents' `/en/parent` worker opens `/en/parent/news/1` for
 * `/parent/news/1`); anything else opens the scope itself.
 */
export function targetUrl(url: string, scope: string, origin: string): string {
  const scopePath = new URL(scope).pathname;
  let target: URL;
  try {
    target = new URL(url || scopePath, origin);
  } catch {
    return new URL(scopePath, origin).href;
  }
  if (target.origin !== origin) return new URL(scopePath, origin).href;
  const locale = /^\/([a-z]{2})\/parent(\/|$)/.exec(scopePath)?.[1];
  if (locale && /^\/parent(\/|$|\?)/.test(target.pathname)) target.pathname = `/${locale}${target.pathname}`;
  return target.href;
}

export function addPushHandlers(sw: ServiceWorkerGlobalScope) {
  sw.addEventListener('push', (event) => {
    const payload = readPayload(event.data);
    const options: NotificationOptions & { renotify?: boolean } = {
      body: payload.body,
      data: { url: payload.url },
      icon: ICON,
      badge: ICON,
    };
    // A tag replaces the earlier notice of the same thing, and renotify makes the replacement ring again.
    if (payload.tag) Object.assign(options, { tag: payload.tag, renotify: true });
    event.waitUntil(sw.registration.showNotification(payload.title || sw.location.host, options));
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const url = targetUrl(typeof data?.url === 'string' ? data.url : '', sw.registration.scope, sw.location.origin);
    event.waitUntil(openWindow(sw, url));
  });
}

async function openWindow(sw: ServiceWorkerGlobalScope, url: string) {
  const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const scope = sw.registration.scope;
  const open = windows.find((w) => w.url.startsWith(scope)) ?? windows.find((w) => new URL(w.url).origin === sw.location.origin);
  if (open) {
    const focused = await open.focus().catch(() => open);
    // navigate() works on a window this worker controls; otherwise a new window opens there.
    const moved = await focused.navigate(url).catch(() => null);
    if (moved) return;
  }
  await sw.clients.openWindow(url);
}
