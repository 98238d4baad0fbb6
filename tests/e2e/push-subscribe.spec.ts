import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, seriousA11yViolations, signIn, test } from './fixtures';
import { PHONE, parentUrl, signInParent, waitForParent } from './parent-fixtures';

// Web Push (issue 36): turning notifications on and off in the parents' app and on the staff side, with the
// browser's permission granted, and the parents' service worker showing a push and opening its link on a click.
//
// Headless Chromium here has no push service: a real `pushManager.subscribe()` fails with "AbortError: Registration
// failed - permission denied" even with the permission granted (it cannot reach FCM). So the page is given a
// PushManager whose subscribe() answers a subscription made like a browser's — a real P-256 key pair (WebCrypto)
// and a 16-byte secret — with an endpoint on https://127.0.0.1 (the servers run with PUSH_ALLOW_LOOPBACK=1).
// Everything of ours is real: the button, the permission, the service worker's registration, the API, the SSRF guard
// and the storage, checked through the status calls.

test.use({ viewport: PHONE });

/** Runs in every page before its scripts: the stand-in push service (one subscription per origin, kept in localStorage). */
function fakePushManager() {
  const KEY = '__e2e_push_subscription';
  type Stored = { endpoint: string; p256dh: string; auth: string; serverKey: string };
  const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  const bytes = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const make = (s: Stored) => ({
    endpoint: s.endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: bytes(s.serverKey).buffer },
    getKey: (name: string) => bytes(name === 'auth' ? s.auth : s.p256dh).buffer,
    toJSON: () => ({ endpoint: s.endpoint, expirationTime: null, keys: { p256dh: s.p256dh, auth: s.auth } }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  const read = (): Stored | null => JSON.parse(localStorage.getItem(KEY) ?? 'null');
  PushManager.prototype.getSubscription = async function () {
    const s = read();
    return (s ? make(s) : null) as unknown as PushSubscription;
  };
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    if (Notification.permission !== 'granted') throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
    const existing = read();
    if (existing) return make(existing) as unknown as PushSubscription;
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
    const s: Stored = {
      endpoint: `https://127.0.0.1:8443/e2e-push/${crypto.randomUUID()}`,
      p256dh: b64(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey))),
      auth: b64(crypto.getRandomValues(new Uint8Array(16))),
      serverKey: b64(new Uint8Array(options?.applicationServerKey as ArrayBuffer)),
    };
    localStorage.setItem(KEY, JSON.stringify(s));
    return make(s) as unknown as PushSubscription;
  };
}

async function pushReady(context: BrowserContext) {
  await context.grantPermissions(['notifications']);
  await context.addInitScript(fakePushManager);
}

/** The endpoint this page's browser holds a subscription for (the stand-in's), or null. */
const browserEndpoint = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('__e2e_push_subscription') ?? 'null') as { endpoint: string } | null)?.endpoint ?? null);

test('a parent turns notifications on for this phone, the server keeps it, and turns them off again', async ({ page, context }) => {
  await pushReady(context);
  await signInParent(page);
  await page.goto(parentUrl('/more'));
  await waitForParent(page);
  const toggle = page.getByTestId('parent-push');
  await expect(toggle).toHaveAttribute('data-state', 'off');
  await expect(toggle.getByTestId('parent-push-button')).toHaveText('Bật thông báo trên điện thoại này');
  await toggle.getByTestId('parent-push-button').click();
  await expect(toggle).toHaveAttribute('data-state', 'on');
  await expect(toggle.getByTestId('parent-push-state')).toHaveText('Thông báo đang bật trên thiết bị này.');

  const endpoint = await browserEndpoint(page);
  expect(endpoint).toMatch(/^https:\/\/127\.0\.0\.1:8443\/e2e-push\//);
  // Stored for this account: the status call (with the app's own cookie) finds it.
  const status = () =>
    page.evaluate(async (e) => {
      const r = await fetch(`/api/app/push/status?endpoint=${encodeURIComponent(e)}`);
      return ((await r.json()) as { response: { data: { subscribed: boolean } } }).response.data.subscribed;
    }, endpoint!);
  expect(await status()).toBe(true);
  // Through the parents' own service worker (its scope, not a staff worker).
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration('/parent').then((r) => r?.active?.scriptURL ?? null))).toMatch(/\/parent-sw\.js$/);

  // After a reload the switch still says on (the browser holds it and the server has it as this account's).
  await page.reload();
  await waitForParent(page);
  await expect(page.getByTestId('parent-push')).toHaveAttribute('data-state', 'on');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByTestId('parent-push-button').click();
  await expect(page.getByTestId('parent-push')).toHaveAttribute('data-state', 'off');
  expect(await status()).toBe(false);
  expect(await browserEndpoint(page)).toBeNull();
});

test('signing out of the phone stops its notifications: the subscription is forgotten on the server and in the browser', async ({ page, context }) => {
  await pushReady(context);
  await signInParent(page);
  await page.goto(parentUrl('/more'));
  await waitForParent(page);
  await page.getByTestId('parent-push-button').click();
  await expect(page.getByTestId('parent-push')).toHaveAttribute('data-state', 'on');
  const endpoint = (await browserEndpoint(page))!;
  await page.getByTestId('parent-sign-out').click();
  await expect(page).toHaveURL(/\/parent\/login/);
  expect(await browserEndpoint(page)).toBeNull();
  // Signed in again: the server no longer has it either.
  await signInParent(page);
  const subscribed = await page.evaluate(async (e) => {
    const r = await fetch(`/api/app/push/status?endpoint=${encodeURIComponent(e)}`);
    return ((await r.json()) as { response: { data: { subscribed: boolean } } }).response.data.subscribed;
  }, endpoint);
  expect(subscribed).toBe(false);
});

test('a parent whose browser blocks notifications is told how to allow them', async ({ page, context }) => {
  await context.addInitScript(fakePushManager);
  await signInParent(page);
  await page.goto(parentUrl('/more', 'en'));
  await waitForParent(page);
  // No permission granted: headless Chromium answers "denied" to the question.
  await page.getByTestId('parent-push-button').click();
  await expect(page.getByTestId('parent-push-error')).toContainText(/Allow notifications|choose “Allow”/);
  await expect(page.getByTestId('parent-push')).toHaveAttribute('data-state', 'off');
  expect(await browserEndpoint(page)).toBeNull();
});

async function staffToken(request: APIRequestContext) {
  const r = await request.post('/api/webadmin/User/login', { data: { username: 'admin', password: DEMO_PASSWORD } });
  expect(r.status()).toBe(200);
  return ((await r.json()) as { response: { data: { accessToken: string } } }).response.data.accessToken;
}

test('a staff user turns notifications on for this device in the settings panel, and off again', async ({ page, context, request }) => {
  await pushReady(context);
  await signIn(page, 'admin');
  await page.getByTestId('settings-open').click();
  const toggle = page.getByTestId('staff-push');
  await expect(toggle).toHaveAttribute('data-state', 'off');
  // The staff worker is registered only now, when notifications are turned on.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => r?.scope ?? null))).toBeNull();
  await toggle.getByTestId('staff-push-button').click();
  await expect(toggle).toHaveAttribute('data-state', 'on');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => r?.active?.scriptURL ?? null))).toMatch(/\/staff-sw\.js$/);

  const endpoint = (await browserEndpoint(page))!;
  const token = await staffToken(request);
  const status = async () => {
    const r = await request.get('/api/webadmin/Notification/push-status', { params: { endpoint }, headers: { authorization: `Bearer ${token}` } });
    expect(r.status()).toBe(200);
    return ((await r.json()) as { response: { data: { subscribed: boolean } } }).response.data.subscribed;
  };
  expect(await status()).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await toggle.getByTestId('staff-push-button').click();
  await expect(toggle).toHaveAttribute('data-state', 'off');
  expect(await status()).toBe(false);
  expect(await browserEndpoint(page)).toBeNull();
});

test('the parents’ service worker shows a push and a click on it opens its link', async ({ page, context, baseURL }) => {
  await pushReady(context);
  await signInParent(page);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.getRegistration('/parent').then((r) => Boolean(r?.active)))).toBe(true);
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string }[] }) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => new URL(r.scopeURL).pathname === '/parent')?.registrationId ?? null).not.toBeNull();
  const registrationId = registrations.find((r) => new URL(r.scopeURL).pathname === '/parent')!.registrationId;

  // A push as the push worker sends it (Chromium delivers it to the worker as a real push event).
  const payload = { title: 'Tin mới của trường', body: 'Lễ hội trăng rằm', url: '/parent/news', tag: 'news:e2e' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId, data: JSON.stringify(payload) });
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/parent');
      const list = (await registration?.getNotifications({ tag: 'news:e2e' })) ?? [];
      return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, url: (n.data as { url: string }).url }));
    });
  await expect.poll(shown).toEqual([{ title: payload.title, body: payload.body, tag: 'news:e2e', url: '/parent/news' }]);
  // A second notice of the same thing replaces the first (its tag).
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId, data: JSON.stringify({ ...payload, body: 'Đã đổi giờ' }) });
  await expect.poll(shown).toEqual([{ title: payload.title, body: 'Đã đổi giờ', tag: 'news:e2e', url: '/parent/news' }]);

  // The click: the worker's own handler, given the notification it showed (no browser UI to click headless).
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/parent-sw.js')) ?? (await context.waitForEvent('serviceworker'));
  await worker.evaluate(async () => {
    const sw = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await sw.registration.getNotifications({ tag: 'news:e2e' });
    sw.dispatchEvent(new NotificationEvent('notificationclick', { notification }));
  });
  await expect(page).toHaveURL(/\/parent\/news$/);
  await expect.poll(shown).toEqual([]);
});
