import 'server-only';
import { db } from '../db/client';
import type { Db } from '../db/db-types';
import { URGENT_EVENT_KINDS, type NotificationEventKind } from '@/lib/notification-events';
import { claimDeliveries, type ClaimedDelivery } from './claim-deliveries';
import { outcomeOf, type Outcome } from './delivery-outcome';
import { pushPayload, topicOf } from './push-payload';
import { quietHoursEnd } from './quiet-hours';
import { recordOutcomes } from './record-outcomes';
import { resolvePublicEndpoint } from './resolve-endpoint';
import { sendPush, type PushAnswer } from './send-push';
import { logWarning } from '../http/log';

export type PushWorkerOptions = {
  /** The clock (tests): which deliveries are due, when retries come back. Real time by default. */
  now?: Date;
  /** Deliveries claimed at once (one statement), and sent this many at a time. */
  batch?: number;
  concurrency?: number;
  /** How long a claimed delivery is kept from other workers: past it, a delivery whose worker died is taken again. */
  leaseMs?: number;
  timeoutMs?: number;
  /** Only this school's deliveries (tests share one database). */
  tenantId?: string;
  /** Another connection to the same database (tests: a second copy of the app). */
  database?: Db;
};
export type PushWorkerCounts = {
  claimed: number;
  sent: number;
  retried: number;
  failed: number;
  gone: number;
  held: number;
};

const LEASE_MS = 60_000;

/**
 * One pass of the delivery worker: claims due deliveries a batch at a time until none is left, sends each batch's
 * pushes concurrently and records their outcomes (see `outcomeOf`). Answers the counts.
 */
export async function runPushWorker(options: PushWorkerOptions = {}): Promise<PushWorkerCounts> {
  const database = options.database ?? (await db());
  const batch = options.batch ?? 200;
  const counts: PushWorkerCounts = { claimed: 0, sent: 0, retried: 0, failed: 0, gone: 0, held: 0 };
  for (;;) {
    const now = options.now ?? new Date();
    const claimed = await claimDeliveries(database, {
      now,
      limit: batch,
      leaseMs: options.leaseMs ?? LEASE_MS,
      tenantId: options.tenantId,
    });
    if (!claimed.length) return counts;
    counts.claimed += claimed.length;
    // A notice to a whole school is the same words on every device of a language: written once per batch.
    const payloads = new Map<string, string>();
    const payloadOf = (d: ClaimedDelivery) => {
      const key = `${d.locale}\0${d.kind}\0${d.url}\0${d.tag}\0${JSON.stringify(d.params)}`;
      let payload = payloads.get(key);
      if (payload === undefined) payloads.set(key, (payload = JSON.stringify(pushPayload(d.locale, d))));
      return payload;
    };
    const outcomes = await mapLimited(claimed, options.concurrency ?? 50, (d) =>
      deliver(d, payloadOf(d), now, options.timeoutMs),
    );
    await recordOutcomes(
      database,
      outcomes,
      new Map(claimed.map((d) => [d.id, d.subscription_id])),
      options.now ?? new Date(),
    );
    for (const o of outcomes) counts[o.kind === 'retry' ? 'retried' : o.kind]++;
    if (claimed.length < batch) return counts;
  }
}

async function deliver(d: ClaimedDelivery, payload: string, now: Date, timeoutMs?: number): Promise<Outcome> {
  const expiresAt = new Date(d.expires_at);
  const ttl = Math.floor((expiresAt.getTime() - now.getTime()) / 1000);
  if (ttl <= 0) return { id: d.id, kind: 'failed', status: null, error: 'expired' };
  const urgent = URGENT_EVENT_KINDS.includes(d.kind as NotificationEventKind);
  // Queued before 21:00 and claimed after (a backlog, a retry): not sent in quiet hours either.
  const quietEnd = urgent ? null : quietHoursEnd(now);
  if (quietEnd)
    return quietEnd < expiresAt
      ? { id: d.id, kind: 'held', nextAt: quietEnd }
      : { id: d.id, kind: 'failed', status: null, error: 'expired' };
  let answer: PushAnswer;
  try {
    const address = await resolvePublicEndpoint(d.endpoint);
    answer = await sendPush(d, payload, {
      ttl,
      urgency: urgent ? 'high' : 'normal',
      topic: topicOf(d.tag),
      address,
      timeoutMs,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // A refused endpoint will not become acceptable by retrying: give it up at once.
    if (message.startsWith('endpoint')) return { id: d.id, kind: 'failed', status: null, error: message };
    answer = { status: null, retryAfterMs: null, error: message };
  }
  return outcomeOf({ id: d.id, attempts: d.attempts, expiresAt, urgent }, answer, now);
}

async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]);
    }
  });
  await Promise.all(lanes);
  return results;
}

type Loop = { timer?: NodeJS.Timeout; running?: Promise<void>; again?: boolean; started?: boolean };
// Kept on globalThis: Next.js may load this module in more than one bundle, and the fan-out rings the same loop.
const loop: Loop = ((globalThis as { __pushWorker?: Loop }).__pushWorker ??= {});

function kick() {
  if (!loop.started) return;
  if (loop.running) {
    loop.again = true;
    return;
  }
  loop.running = (async () => {
    do {
      loop.again = false;
      try {
        await runPushWorker();
      } catch (error) {
        logWarning(`Push worker: ${error instanceof Error ? error.message : String(error)}`);
      }
    } while (loop.again && loop.started);
  })().finally(() => (loop.running = undefined));
}

/** Rings the delivery worker (after a commit that queued pushes); nothing when no worker runs in this process. */
export function wakePushWorker() {
  kick();
}

/** Starts this process's delivery worker: a pass now, on every `wakePushWorker()`, and every `pollMs`; one at a time. */
export function startPushWorker(pollMs = 5_000) {
  if (loop.started) return;
  loop.started = true;
  loop.timer = setInterval(kick, pollMs);
  loop.timer.unref();
  kick();
}

export async function stopPushWorker() {
  loop.started = false;
  clearInterval(loop.timer);
  await loop.running;
}
