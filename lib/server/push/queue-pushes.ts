import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/db-types';
import {
  PARENT_EVENT_KINDS,
  STAFF_EVENT_KINDS,
  URGENT_EVENT_KINDS,
  type NotificationEventKind,
} from '@/lib/notification-events';
import { NOTIFICATION_KINDS_OFF_BY_DEFAULT, type NotificationKind } from '@/lib/notification-kinds';
import { quietHoursEnd } from './quiet-hours';

/** One inbox row the fan-out just wrote, as the push queue needs it. */
export type FannedOutNotification = {
  tenantId: string;
  id: string;
  kind: string;
  accountId: string | null;
  userId: string | null;
};

/** How long a push may wait to be delivered (from its release: a push held by quiet hours counts from 06:30). */
export const PUSH_TTL_MS = 24 * 3_600_000;

/** Notices that are stale by the morning: held by quiet hours, they are not queued at all (the inbox has them). */
const DROPPED_IN_QUIET_HOURS: readonly string[] = ['checked_in', 'checked_out'];

/**
 * Called by the fan-out in the transaction that writes the inbox rows: queues one push delivery per device of each
 * recipient whose switch for the kind is on (parents: `app_notification_settings`, attendance off unless turned on;
 * staff: `user_notification_settings`, on by default), in one statement whatever the number of rows. A push due in
 * quiet hours (21:00–06:30 school time) waits until 06:30, except doses (URGENT_EVENT_KINDS); a check-in or
 * check-out that would wait is not queued. `now` is injectable for tests. The caller rings `wakePushWorker()` after
 * its commit (the worker's poll finds the rows anyway).
 */
export async function queuePushes(tx: Tx, rows: FannedOutNotification[], now: Date = new Date()): Promise<void> {
  const held = quietHoursEnd(now);
  const items = [];
  for (const row of rows) {
    const kind = row.kind as NotificationEventKind;
    const urgent = URGENT_EVENT_KINDS.includes(kind);
    if (held && !urgent && DROPPED_IN_QUIET_HOURS.includes(kind)) continue;
    const switchKind: string | undefined = row.accountId
      ? PARENT_EVENT_KINDS[kind as keyof typeof PARENT_EVENT_KINDS]
      : STAFF_EVENT_KINDS[kind as keyof typeof STAFF_EVENT_KINDS];
    if (!switchKind) continue;
    const at = held && !urgent ? held : now;
    items.push({
      tenant_id: row.tenantId,
      notification_id: row.id,
      account_id: row.accountId,
      user_id: row.userId,
      switch_kind: switchKind,
      default_on: row.accountId ? !NOTIFICATION_KINDS_OFF_BY_DEFAULT.includes(switchKind as NotificationKind) : true,
      at: at.toISOString(),
      expires: new Date(at.getTime() + PUSH_TTL_MS).toISOString(),
    });
  }
  if (!items.length) return;
  await tx.execute(sql`
    with r as (
      select * from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as r(
        tenant_id uuid, notification_id uuid, account_id uuid, user_id uuid, switch_kind text, default_on boolean,
        at timestamptz, expires timestamptz)
    )
    insert into push_deliveries (tenant_id, notification_id, subscription_id, next_attempt_at, expires_at)
    select r.tenant_id, r.notification_id, s.id, r.at, r.expires
    from r
    join push_subscriptions s on s.tenant_id = r.tenant_id and s.account_id = r.account_id
    left join app_notification_settings a
      on a.tenant_id = r.tenant_id and a.account_id = r.account_id and a.kind = r.switch_kind
    where r.account_id is not null and coalesce(a.enabled, r.default_on)
      and (s.expiration_time is null or s.expiration_time > r.at)
    union all
    select r.tenant_id, r.notification_id, s.id, r.at, r.expires
    from r
    join push_subscriptions s on s.user_id = r.user_id
    left join user_notification_settings u on u.user_id = r.user_id and u.kind = r.switch_kind
    where r.user_id is not null and coalesce(u.enabled, r.default_on)
      and (s.expiration_time is null or s.expiration_time > r.at)
    on conflict (notification_id, subscription_id) do nothing`);
}
