import 'server-only';
import { AppError } from './errors';
import { addressGroup } from './client-ip';

/**
 * A token bucket per client address for unauthenticated work (public calls, calls without a valid token): a
 * burst of BURST, then REFILL_PER_SECOND. Kept in memory (each copy of the app counts its own share), bounded.
 */
export const BURST = 600;
export const REFILL_PER_SECOND = 10;
const MAX_ADDRESSES = 20_000;

type Bucket = { tokens: number; at: number };
const buckets = new Map<string, Bucket>();

export function spendUnauthenticatedBudget(address: string | null, now = Date.now()) {
  if (!address) return;
  const ip = addressGroup(address); // an IPv6 address by its /64
  let bucket = buckets.get(ip);
  if (bucket) {
    bucket.tokens = Math.min(BURST, bucket.tokens + ((now - bucket.at) / 1000) * REFILL_PER_SECOND);
    bucket.at = now;
    buckets.delete(ip); // re-inserted below: the map stays in least-recently-used order
  } else {
    if (buckets.size >= MAX_ADDRESSES) buckets.delete(buckets.keys().next().value as string);
    bucket = { tokens: BURST, at: now };
  }
  buckets.set(ip, bucket);
  if (bucket.tokens < 1) {
    const seconds = Math.ceil((1 - bucket.tokens) / REFILL_PER_SECOND);
    throw new AppError(429, 'errors.too_many_requests', { seconds });
  }
  bucket.tokens -= 1;
}
