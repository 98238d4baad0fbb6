import type { PushAnswer } from './send-push';
import { quietHoursEnd } from './quiet-hours';

/** A push is given up after this many tries (recorded as `failed` with the last answer). */
export const MAX_ATTEMPTS = 8;
const BASE_BACKOFF_MS = 30_000;
const MAX_BACKOFF_MS = 3_600_000;

export type Outcome =
  | { id: string; kind: 'sent' }
  | { id: string; kind: 'gone' }
  | { id: string; kind: 'retry'; nextAt: Date; status: number | null; error: string | null }
  | { id: string; kind: 'failed'; status: number | null; error: string | null }
  /** Not sent: claimed in quiet hours, it waits for 06:30 (the claim's try is given back). */
  | { id: string; kind: 'held'; nextAt: Date };

/**
 * What an answer means for a delivery on its `attempts`-th try: 2xx sent; 404/410 the subscription is gone; 429,
 * 5xx and no answer (timeout, network) retried after 30 s · 2^(attempts-1) (at most an hour, at least Retry-After)
 * until MAX_ATTEMPTS or the delivery's expiry (a retry of a non-urgent push that would fall in quiet hours waits for
 * 06:30); any other answer failed at once.
 */
export function outcomeOf(
  delivery: { id: string; attempts: number; expiresAt: Date; urgent: boolean },
  answer: PushAnswer,
  now: Date,
): Outcome {
  const { id } = delivery;
  const { status, error } = answer;
  if (status !== null && status >= 200 && status < 300) return { id, kind: 'sent' };
  if (status === 404 || status === 410) return { id, kind: 'gone' };
  const transient = status === null || status === 429 || status >= 500;
  if (!transient) return { id, kind: 'failed', status, error };
  const backoff = Math.min(BASE_BACKOFF_MS * 2 ** Math.max(0, delivery.attempts - 1), MAX_BACKOFF_MS);
  const after = new Date(now.getTime() + Math.max(backoff, Math.min(answer.retryAfterMs ?? 0, MAX_BACKOFF_MS)));
  const nextAt = (!delivery.urgent && quietHoursEnd(after)) || after;
  if (delivery.attempts >= MAX_ATTEMPTS || nextAt >= delivery.expiresAt) return { id, kind: 'failed', status, error };
  return { id, kind: 'retry', nextAt, status, error };
}
