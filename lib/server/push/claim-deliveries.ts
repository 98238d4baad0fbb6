import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import type { Executor } from '../db/db-types';

export type ClaimedDelivery = {
  id: string;
  subscription_id: string;
  attempts: number;
  expires_at: string | Date;
  endpoint: string;
  p256dh: string;
  auth: string;
  locale: string;
  kind: string;
  params: Record<string, string | number>;
  url: string;
  tag: string;
};

/**
 * Claims up to `limit` due pending deliveries in one statement: their `next_attempt_at` moves a lease ahead and their
 * `attempts` count the try, so several workers on PostgreSQL never take the same row (FOR UPDATE SKIP LOCKED), and a
 * worker that dies mid-delivery leaves its rows to be taken again once the lease has passed (repeating at most those
 * in flight). `tenantId` narrows the claim to one school (tests share a database).
 */
export function claimDeliveries(
  database: Executor,
  opts: { now: Date; limit: number; leaseMs: number; tenantId?: string },
): Promise<ClaimedDelivery[]> {
  const now = opts.now.toISOString();
  const lease = new Date(opts.now.getTime() + opts.leaseMs).toISOString();
  const school = opts.tenantId ? sql`and tenant_id = ${opts.tenantId}` : sql``;
  return rowsOf<ClaimedDelivery>(
    database,
    sql`
      with claimed as (
        update push_deliveries d set attempts = d.attempts + 1, next_attempt_at = ${lease}::timestamptz
        where d.id in (
          select id from push_deliveries
          where status = 'pending' and next_attempt_at <= ${now}::timestamptz ${school}
          order by next_attempt_at
          limit ${opts.limit}
          for update skip locked)
        returning d.id, d.tenant_id, d.notification_id, d.subscription_id, d.attempts, d.expires_at)
      select c.id, c.subscription_id, c.attempts, c.expires_at, s.endpoint, s.p256dh, s.auth, s.locale,
        n.kind, n.params, n.url, n.tag
      from claimed c
      join push_subscriptions s on s.id = c.subscription_id
      join notifications n on n.tenant_id = c.tenant_id and n.id = c.notification_id`,
  );
}
