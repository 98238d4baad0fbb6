import 'server-only';
import https from 'node:https';
import webpush from 'web-push';
import { vapid } from './vapid';
import type { ResolvedAddress } from './resolve-endpoint';

export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type PushOptions = {
  /** Seconds the push service may keep the message for an offline device. */
  ttl: number;
  urgency: 'normal' | 'high';
  topic: string;
  /** Where to connect (checked by `resolvePublicEndpoint`); the TLS name stays the endpoint's. */
  address: ResolvedAddress;
  timeoutMs?: number;
};
/** The push service's answer: its status (null when none came: timeout, network), Retry-After in ms, a short text. */
export type PushAnswer = { status: number | null; retryAfterMs: number | null; error: string | null };

/** A push request that has not answered within this time is abandoned (and retried later). */
export const PUSH_TIMEOUT_MS = 10_000;
/** The most of an answer's body that is read (the rest is dropped with the connection's stream). */
const MAX_BODY = 4096;

// Keep-alive connections to the push services, many at once; the CAs are Node's own (system store plus
// NODE_EXTRA_CA_CERTS), certificates always checked.
const agent = new https.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * Encrypts `payload` for the device (RFC 8291, aes128gcm) and signs the request with the VAPID key (RFC 8292), both
 * by web-push, then POSTs it with our own request: web-push's `sendNotification` reads the whole answer and has only
 * an idle timeout, while this one stops reading at 4 kB and gives up after `timeoutMs` in all.
 */
export function sendPush(target: PushTarget, payload: string, options: PushOptions): Promise<PushAnswer> {
  const url = new URL(target.endpoint);
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    {
      // Signed once per push service for an hour (below), not once per push: signing took longer than encrypting.
      vapidDetails: null as never,
      headers: { Authorization: vapidAuthorization(url.origin) },
      TTL: options.ttl,
      urgency: options.urgency,
      topic: options.topic,
    },
  );
  return new Promise((resolve) => {
    let settled = false;
    const finish = (answer: PushAnswer) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(answer);
    };
    const request = https.request(
      {
        method: details.method,
        hostname: url.hostname.replace(/^\[(.*)\]$/, '$1'),
        port: url.port || 443,
        path: `${url.pathname}${url.search}`,
        headers: details.headers as unknown as Record<string, string | number>,
        agent,
        lookup: (_host, _opts, callback) => {
          const cb = callback as unknown as (...args: unknown[]) => void;
          if ((_opts as { all?: boolean }).all) cb(null, [options.address]);
          else cb(null, options.address.address, options.address.family);
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const status = response.statusCode ?? null;
          const text = Buffer.concat(chunks).toString('utf8').slice(0, 500);
          finish({
            status,
            retryAfterMs: retryAfter(response.headers['retry-after']),
            error: status && status >= 200 && status < 300 ? null : text || `HTTP ${status}`,
          });
        };
        response.on('data', (chunk: Buffer) => {
          if (size < MAX_BODY) chunks.push(chunk.subarray(0, MAX_BODY - size));
          size += chunk.length;
          if (size >= MAX_BODY) {
            done();
            response.destroy();
          }
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => request.destroy(new Error('timeout')), options.timeoutMs ?? PUSH_TIMEOUT_MS);
    request.on('error', (error) => finish({ status: null, retryAfterMs: null, error: error.message.slice(0, 500) }));
    request.end(details.body ?? undefined);
  });
}

const signed = new Map<string, { header: string; until: number }>();
const TOKEN_SECONDS = 12 * 3600;
const REUSE_MS = 3_600_000;

/**
 * The VAPID `Authorization` for a push service's origin (RFC 8292: the JWT's `aud`): a token valid 12 h, reused for
 * an hour, so every push to that service does not pay an ES256 signature.
 */
function vapidAuthorization(audience: string): string {
  const now = Date.now();
  const hit = signed.get(audience);
  if (hit && hit.until > now) return hit.header;
  const keys = vapid();
  const headers = webpush.getVapidHeaders(
    audience,
    keys.subject,
    keys.publicKey,
    keys.privateKey,
    'aes128gcm',
    Math.floor(now / 1000) + TOKEN_SECONDS,
  );
  const header = String(headers.Authorization);
  if (signed.size > 1000) signed.clear();
  signed.set(audience, { header, until: now + REUSE_MS });
  return header;
}

/** Retry-After (RFC 9110): seconds or an HTTP date, in ms from now; null when absent or unreadable. */
function retryAfter(value: string | undefined): number | null {
  if (!value) return null;
  if (/^\d+$/.test(value.trim())) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}
