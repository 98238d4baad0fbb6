import 'server-only';
import { AppError } from './errors';
import { addressGroup } from './client-ip';
import { env } from '../env';

/**
 * Token buckets kept in memory (each copy of the app counts its own share), bounded: a burst, then a refill per
 * second; a key whose bucket is empty is answered 429 with the seconds until the next token.
 */
class Buckets {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  constructor(private readonly max: number) {}

  spend(key: string, burst: number, refill: number, now: number) {
    let bucket = this.buckets.get(key);
    if (bucket) {
      bucket.tokens = Math.min(burst, bucket.tokens + ((now - bucket.at) / 1000) * refill);
      bucket.at = now;
      this.buckets.delete(key); // re-inserted below: the map stays in least-recently-used order
    } else {
      if (this.buckets.size >= this.max) this.buckets.delete(this.buckets.keys().next().value as string);
      bucket = { tokens: burst, at: now };
    }
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) {
      const seconds = Math.ceil((1 - bucket.tokens) / refill);
      throw new AppError(429, 'errors.too_many_requests', { seconds });
    }
    bucket.tokens -= 1;
  }
}

/**
 * Unauthenticated work (public calls, calls without a valid token), per client address (an IPv6 address by its
 * /64): a burst of BURST, then REFILL_PER_SECOND.
 */
export const BURST = 600;
export const REFILL_PER_SECOND = 10;
const addresses = new Buckets(20_000);

export function spendUnauthenticatedBudget(address: string | null, now = Date.now()) {
  if (!address) return;
  addresses.spend(addressGroup(address), BURST, REFILL_PER_SECOND, now);
}

/**
 * Signed-in work, per session (staff or parents' app token): SESSION_REQUESTS_PER_SECOND (500 unless set) and a
 * burst of two seconds' worth, far above what a person's screens ask (a page load is a handful of calls), so that
 * one token cannot monopolise the server. The bench raises it: its 50 connections share one token to measure the
 * server, not this budget.
 */
const sessions = new Buckets(50_000);

export function sessionBudget() {
  const perSecond = env().SESSION_REQUESTS_PER_SECOND;
  return { perSecond, burst: perSecond * 2 };
}

export function spendSessionBudget(sessionId: string, now = Date.now()) {
  const { perSecond, burst } = sessionBudget();
  sessions.spend(sessionId, burst, perSecond, now);
}
