import 'server-only';
import { notificationEvents } from '../db/schema';
import type { Tx } from '../db/db-types';
import type { NotificationAudience, NotificationEventKind, NotificationParams } from '@/lib/notification-events';
import { wakeFanOut } from './wake';

export type NotificationEvent<K extends NotificationEventKind = NotificationEventKind> = {
  kind: K;
  audience: NotificationAudience;
  /** Values for the kind's words (`notificationKinds.<kind>.title|body`), as `NotificationParams` says. */
  params: NotificationParams[K];
  /** The thing's address without the locale, as `NotificationParams` says (`/parent/news/<id>`). */
  url: string;
  /** One per thing (`absence:<id>`): a later notice of the same thing replaces the earlier one on the phone. */
  tag: string;
  /** The child concerned, for the parents' inbox. */
  studentId?: string | null;
  /** Later than now: a scheduled notice (a dose due in 15 minutes, the day before a survey closes). */
  dueAt?: Date;
  /** Set for scheduled notices: emitting the same key twice (two copies of the app, a rerun) is a no-op. */
  dedupeKey?: string;
};

/**
 * The one way a change notifies: writes the event into the outbox in the change's own transaction `tx` (so a change
 * that rolls back notifies nobody, and a committed one cannot lose its notice), and wakes the fan-out for after the
 * commit. Costs the call one row whoever the audience is; recipients are found by the fan-out worker.
 */
export async function emitNotification<K extends NotificationEventKind>(
  tx: Tx,
  tenantId: string,
  event: NotificationEvent<K>,
): Promise<void> {
  await emitNotifications(tx, tenantId, [event]);
}

/** Rows per statement: nine parameters a row stays far below PostgreSQL's 65,535 per statement. */
const CHUNK = 1000;

/**
 * `emitNotification` for many things at once (a class's invoices issued, the scheduled notices of a minute): the
 * same outbox rows in the caller's transaction, one multi-row insert per thousand events; an event whose
 * `dedupeKey` is already in the outbox is left out.
 */
export async function emitNotifications(tx: Tx, tenantId: string, events: NotificationEvent[]): Promise<void> {
  if (!events.length) return;
  for (let i = 0; i < events.length; i += CHUNK) {
    await tx
      .insert(notificationEvents)
      .values(
        events.slice(i, i + CHUNK).map((event) => ({
          tenantId,
          kind: event.kind,
          audience: event.audience,
          params: event.params as Record<string, string | number>,
          url: event.url,
          tag: event.tag,
          studentId: event.studentId ?? null,
          dueAt: event.dueAt,
          dedupeKey: event.dedupeKey ?? null,
        })),
      )
      .onConflictDoNothing();
  }
  wakeFanOut();
}
