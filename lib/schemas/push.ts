import { z } from 'zod';

// Web Push subscriptions (issue 36): the browser's PushSubscription JSON as `pushManager.subscribe()` answers it, the
// endpoint to forget, and the VAPID public key the browser subscribes with. The shape is checked here; what the
// values must be (an https: endpoint on a public address, a P-256 point, a 16-byte secret) the service checks, with
// its own words (lib/server/push/subscriptions.ts, endpoint-guard.ts).

/** An endpoint longer than this is refused (push services' addresses are a few hundred characters). */
export const PUSH_ENDPOINT_MAX = 2048;

export const pushSubscriptionBody = z.object({
  endpoint: z.string().min(1),
  /** Milliseconds since the epoch when the push service ends the subscription, or null (most never do). */
  expirationTime: z.number().int().min(0).max(8.64e15).nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key, uncompressed (65 bytes), base64url. */
    p256dh: z.string().min(1).max(200),
    /** The 16-byte authentication secret, base64url. */
    auth: z.string().min(1).max(200),
  }),
});
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBody>;

/** An unsubscribe's body, and a status's query: the endpoint. */
export const pushEndpointBody = z.object({ endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX) });
export type PushEndpointBody = z.input<typeof pushEndpointBody>;

/** The answer of a subscribe: the stored subscription's id. */
export const pushSubscribed = z.object({ id: z.uuid() });

/** The answer of an unsubscribe: whether this person's subscription with that endpoint was there (and is gone). */
export const pushUnsubscribed = z.object({ removed: z.boolean() });

/** The answer of a status: whether this endpoint is the caller's subscription (a shared device may hold another's). */
export const pushStatus = z.object({ subscribed: z.boolean() });

/** GET …/push-public-key: the VAPID public key (uncompressed P-256 point, base64url), the browser's applicationServerKey. */
export const pushPublicKey = z.object({ public_key: z.string() });
