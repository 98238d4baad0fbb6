import 'server-only';
import type { Tx } from '../db/db-types';
import { emitNotifications, type NotificationEvent } from '../notification/emit';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows';

/** A scheduled notice of one school, with the key that makes emitting it a second time a no-op. */
export type ScheduledEvent = { tenantId: string; event: NotificationEvent & { dedupeKey: string } };

/** When "the day before" reminders go out: this time of day (school time) on the day before the thing. */
export const REMINDER_TIME = '08:00';

/** A timestamptz column as UTC wall time (`timestamp`), the form the statements below compare. */
const utc = (column: SQL) => sql`(${column} at time zone 'UTC')`;

/** `now` as UTC wall time. */
export const utcNow = (now: Date) => sql`(${now.toISOString()}::timestamptz at time zone 'UTC')`;

/**
 * The moment (UTC wall time) of the day-before reminder of something happening at `column`: the day before its day
 * in school time (UTC+7 all year), at REMINDER_TIME.
 */
export const reminderSql = (column: SQL) =>
  sql`(((${utc(column)} + interval '7 hours')::date - 1) + ${REMINDER_TIME}::time - interval '7 hours')`;

/** A key naming a thing and the moment it happens (`survey_closing:<id>:<yyyy-MM-ddTHH:mm UTC>`): moved, it is reminded again. */
export const momentKey = (prefix: string, id: SQL, column: SQL) =>
  sql`(${prefix} || ':' || ${id} || ':' || to_char(${utc(column)}, 'YYYY-MM-DD"T"HH24:MI'))`;

/** A text[] parameter (each element quoted, so that any key passes as written). */
const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`;

/**
 * The notices whose key the outbox already holds (written by an earlier pass, or by another copy of the app): one
 * statement per school, naming it, so that Citus routes each to the school's node.
 */
async function alreadyWritten(tx: Tx, events: ScheduledEvent[]): Promise<Set<string>> {
  const keysBySchool = new Map<string, string[]>();
  for (const e of events) keysBySchool.set(e.tenantId, [...(keysBySchool.get(e.tenantId) ?? []), e.event.dedupeKey]);
  const written = new Set<string>();
  for (const [tenantId, keys] of keysBySchool) {
    const rows = await rowsOf<{ key: string }>(
      tx,
      sql`select dedupe_key as key from notification_events where tenant_id = ${tenantId} and dedupe_key = any(${textArray(keys)})`,
    );
    for (const r of rows) written.add(`${tenantId} ${r.key}`);
  }
  return written;
}

/**
 * Writes the notices not written yet, each school's together, in a fixed order (by key), so that two copies of the
 * app running the schedule at once queue on the same keys in the same order instead of deadlocking; the unique key
 * leaves out what the other wrote meanwhile. Answers how many it wrote (racing copies may each count one).
 */
export async function emitScheduled(tx: Tx, events: ScheduledEvent[]): Promise<number> {
  const written = await alreadyWritten(tx, events);
  const fresh = events.filter((e) => !written.has(`${e.tenantId} ${e.event.dedupeKey}`));
  const bySchool = new Map<string, NotificationEvent[]>();
  for (const { tenantId, event } of fresh.sort((a, b) => a.event.dedupeKey.localeCompare(b.event.dedupeKey))) {
    bySchool.set(tenantId, [...(bySchool.get(tenantId) ?? []), event]);
  }
  for (const [tenantId, list] of [...bySchool].sort(([a], [b]) => a.localeCompare(b))) {
    await emitNotifications(tx, tenantId, list);
  }
  return fresh.length;
}
