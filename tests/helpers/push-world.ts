import { sql } from 'drizzle-orm';
import { db } from '@/lib/server/db/client';
import { rowsOf } from '@/lib/server/db/rows';
import { emitNotification, type NotificationEvent } from '@/lib/server/notification/emit';
import { queuePushes, type FannedOutNotification } from '@/lib/server/push/queue-pushes';
import type { NotificationEventKind } from '@/lib/notification-events';
import type { Subscription } from './push-service';

// The push tests' world: devices subscribed as the subscribe calls store them, and notices emitted with
// emitNotification and fanned out to named recipients in one transaction, as the fan-out worker does. `notify()`
// stands in for the fan-out (runFanOut) so that the delivery tests choose their recipients and clock: it writes the
// inbox rows itself and calls queuePushes with them. The real chain — subscribe calls, actions through the routes,
// runFanOut, runPushWorker — is tested in tests/api/notification-pipeline.test.ts.

export type Recipient = { tenantId: string; accountId: string } | { userId: string };

/** Stores a device of `owner` (a parents' account in its school, or a staff user) in `locale`; answers its id. */
export async function storeSubscription(owner: Recipient, subscription: Subscription, locale: 'vi' | 'en') {
  const [row] = await rowsOf<{ id: string }>(
    await db(),
    sql`insert into push_subscriptions (tenant_id, account_id, user_id, endpoint, p256dh, auth, locale)
      values (${'accountId' in owner ? owner.tenantId : null}, ${'accountId' in owner ? owner.accountId : null},
        ${'userId' in owner ? owner.userId : null}, ${subscription.endpoint}, ${subscription.keys.p256dh},
        ${subscription.keys.auth}, ${locale})
      returning id`,
  );
  return row.id;
}

/**
 * Emits `event` in `tenantId` and fans it out to `recipients` at `now`: the outbox row, one inbox row each, the
 * event marked fanned out and the pushes queued — one transaction. Answers the inbox rows' ids, per recipient.
 */
export async function notify<K extends NotificationEventKind>(
  tenantId: string,
  event: NotificationEvent<K>,
  recipients: Recipient[],
  now = new Date(),
): Promise<string[]> {
  const database = await db();
  return database.transaction(async (tx) => {
    await emitNotification(tx, tenantId, event);
    const [{ id: eventId }] = await rowsOf<{ id: string }>(
      tx,
      sql`select id from notification_events where tenant_id = ${tenantId} and fanned_out_at is null order by created_at desc limit 1`,
    );
    const rows: FannedOutNotification[] = [];
    for (const r of recipients) {
      const accountId = 'accountId' in r ? r.accountId : null;
      const userId = 'userId' in r ? r.userId : null;
      const [{ id }] = await rowsOf<{ id: string }>(
        tx,
        sql`insert into notifications (tenant_id, event_id, account_id, user_id, kind, student_id, params, url, tag)
          select tenant_id, id, ${accountId}, ${userId}, kind, student_id, params, url, tag
          from notification_events where tenant_id = ${tenantId} and id = ${eventId}
          returning id`,
      );
      rows.push({ tenantId, id, kind: event.kind, accountId, userId });
    }
    await tx.execute(
      sql`update notification_events set fanned_out_at = now(), recipients = ${rows.length} where tenant_id = ${tenantId} and id = ${eventId}`,
    );
    await queuePushes(tx, rows, now);
    return rows.map((r) => r.id);
  });
}

export type DeliveryRow = {
  id: string;
  subscription_id: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  expires_at: Date;
  last_status: number | null;
  last_error: string | null;
};

/** The push deliveries of these inbox rows. */
export async function deliveriesOf(notificationIds: string[]): Promise<DeliveryRow[]> {
  const rows = await rowsOf<DeliveryRow>(
    await db(),
    sql`select id, subscription_id, status, attempts, next_attempt_at, expires_at, last_status, last_error
      from push_deliveries where notification_id = any(${`{${notificationIds.join(',')}}`}::uuid[]) order by created_at, id`,
  );
  return rows.map((r) => ({ ...r, next_attempt_at: new Date(r.next_attempt_at), expires_at: new Date(r.expires_at) }));
}

/** A moment at `hh:mm` school time (UTC+7) on the day of `base` in Vietnam. */
export function schoolTime(hh: number, mm: number, base = new Date()) {
  const local = new Date(base.getTime() + 7 * 3_600_000);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), hh - 7, mm));
}
