import 'server-only';
import { notificationEvents } from '../db/schema';
import type { Tx } from '../db/db-types';
import type { NotificationEvent } from '../notification/emit';
import { wakeFanOut } from '../notification/wake';

/** Rows per statement: nine parameters a row stays far below PostgreSQL's 65,535 per statement. */
const CHUNK = 1000;

/**
 * `emitNotification` for many things at once (a class's invoices issued, the scheduled notices of a minute): the
 * same outbox rows, written in the caller's transaction with one multi-row insert per thousand events instead of
 * one statement each; an event whose `dedupeKey` is already in the outbox is left out, as there.
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
