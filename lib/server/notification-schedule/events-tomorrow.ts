import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/db-types';
import { rowsOf } from '../db/rows';
import { momentKey, reminderSql, utcNow, type ScheduledEvent } from './scheduled-event';
import { formatDate } from '@/lib/format';

type Tomorrow = { tenant_id: string; id: string; title: string; starts_at: Date | string; key: string; class_ids: string[] | null };

/**
 * `event_tomorrow`: the day before a published event (from REMINDER_TIME, school time), to the families of its
 * classes or of the whole school. An event published after that moment gets none (its own notice just went out).
 * Once per event and start time: an event moved to another day is reminded again.
 */
export async function eventsTomorrow(tx: Tx, now: Date): Promise<ScheduledEvent[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const key = momentKey('event_tomorrow', sql`e.id::text`, sql`e.starts_at`);
  const rows = await rowsOf<Tomorrow>(
    tx,
    sql`select e.tenant_id, e.id, e.title, e.starts_at, ${key} as key,
        (select array_agg(ec.class_id::text order by ec.class_id) from calendar_event_classes ec
          where ec.tenant_id = e.tenant_id and ec.event_id = e.id) as class_ids
      from calendar_events e
      where e.status = 'published' and e.starts_at > ${at} and e.starts_at <= ${at} + interval '2 days'
        and ${reminderSql(sql`e.starts_at`)} <= ${utcNow(now)}
        and (e.created_at at time zone 'UTC') < ${reminderSql(sql`e.starts_at`)}
        and not exists (select 1 from notification_events n where n.tenant_id = e.tenant_id and n.dedupe_key = ${key})`,
  );
  return rows.map((r) => ({
    tenantId: r.tenant_id,
    event: {
      kind: 'event_tomorrow' as const,
      audience: r.class_ids?.length ? { type: 'classes' as const, classIds: r.class_ids } : { type: 'school' as const },
      params: { title: r.title, date: formatDate(r.starts_at) },
      url: '/parent/events',
      tag: `event:${r.id}`,
      dedupeKey: r.key,
    },
  }));
}
