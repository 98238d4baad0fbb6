import 'server-only';
import type { Tx } from '../db/client';
import { emitNotification } from '../notification/emit';
import { formatDate } from '@/lib/format';
import type { EventInput } from '@/lib/schemas/calendar-event';

/**
 * A school event published (made published, or a draft published): to the families of its classes, or of the whole
 * school when it names none. An edit of an event already published does not notify again.
 */
export async function notifyEventCreated(tx: Tx, tenantId: string, id: string, event: EventInput) {
  if (event.status !== 'published') return;
  await emitNotification(tx, tenantId, {
    kind: 'event_created',
    audience: event.class_ids.length ? { type: 'classes', classIds: [...new Set(event.class_ids)] } : { type: 'school' },
    params: { title: event.title, date: formatDate(event.starts_at) },
    url: '/parent/events',
    tag: `event:${id}`,
  });
}
