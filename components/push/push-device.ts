// This device's Web Push subscription (issue 36), in the browser: whether it can have one, asking the person's
// permission, subscribing through a service worker's push manager with the server's VAPID key, and forgetting it.
// No library; the calls to our API are handed in (the parents' and the staff's clients differ).

export type PushSupport = 'ok' | 'unsupported' | 'ios-install';
/** Why turning notifications on stopped short: blocked in the browser, or the question dismissed. */
export class PushRefused extends Error {
  constructor(readonly reason: 'denied' | 'dismissed' | 'unsupported') {
    super(reason);
  }
}

export type PushCalls = {
  publicKey: () => Promise<string>;
  subscribe: (subscription: PushSubscriptionJSON) => Promise<unknown>;
  unsubscribe: (endpoint: string) => Promise<unknown>;
  /** Is this endpoint the signed-in person's subscription on the server? */
  status: (endpoint: string) => Promise<boolean>;
};

function isIos() {
  const ua = navigator.userAgent;
  return /iPad|iPhone|iPod/.test(ua) || (ua.includes('Macintosh') && navigator.maxTouchPoints > 1);
}

/** Can this browser get pushes? iOS Safari can only from the app added to the Home Screen. */
export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  const ok = window.isSecureContext && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  if (ok) return 'ok';
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone;
  return isIos() && !standalone ? 'ios-install' : 'unsupported';
}

export const permissionDenied = () => pushSupport() === 'ok' && Notification.permission === 'denied';

/** The worker's registration once it is active (a push subscription needs an active worker). */
async function active(registration: ServiceWorkerRegistration): Promise<ServiceWorkerRegistration> {
  if (registration.active) return registration;
  const pending = registration.installing ?? registration.waiting;
  if (pending) {
    await new Promise<void>((resolve) => {
      const check = () => {
        if (pending.state === 'activated' || pending.state === 'redundant') resolve();
      };
      pending.addEventListener('statechange', check);
      check();
    });
  }
  return registration;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array) {
  if (!a) return false;
  const x = new Uint8Array(a);
  return x.length === b.length && x.every((v, i) => v === b[i]);
}

/** This device's subscription in the browser (null: notifications are off here). */
export async function currentSubscription(registration: ServiceWorkerRegistration | null | undefined) {
  if (!registration || pushSupport() !== 'ok') return null;
  return registration.pushManager.getSubscription();
}

/**
 * Are notifications on here for the signed-in person: the browser holds a subscription and the server has it as
 * theirs (a shared device may hold someone else's; the server may have dropped it). Offline: the browser's word.
 */
export async function isOn(registration: ServiceWorkerRegistration | null | undefined, calls: PushCalls) {
  const subscription = await currentSubscription(registration);
  if (!subscription) return false;
  return calls.status(subscription.endpoint).catch(() => true);
}

/**
 * Turns notifications on: the person's permission (asked now, on their tap), the subscription (a kept one made with
 * another key is replaced), and the server told of it.
 */
export async function turnOn(register: () => Promise<ServiceWorkerRegistration>, calls: PushCalls): Promise<PushSubscription> {
  if (pushSupport() !== 'ok') throw new PushRefused('unsupported');
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushRefused('denied');
  if (permission !== 'granted') throw new PushRefused('dismissed');
  const [registration, publicKey] = await Promise.all([register().then(active), calls.publicKey()]);
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await calls.subscribe(subscription.toJSON());
  return subscription;
}

/** Turns notifications off: forgotten by the server first (nothing more is sent), then in the browser. */
export async function turnOff(registration: ServiceWorkerRegistration | null | undefined, calls: PushCalls) {
  const subscription = await currentSubscription(registration);
  if (!subscription) return;
  await calls.unsubscribe(subscription.endpoint);
  await subscription.unsubscribe();
}
