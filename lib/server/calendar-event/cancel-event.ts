import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf, uuidArray } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { conflict } from '../http/errors';
import { assertMayEdit, lockEvent } from './event-sql';
import type { EventCancelInput } from '@/lib/schemas/calendar-event';

/** PUT /CalendarEvent/cancel: the event stays with its replies, marked cancelled (parents no longer see it). */
export function cancelEvent(ctx: RequestContext, input: EventCancelInput) {
  return schoolTransaction(ctx, async (tx) => {
    const event = await lockEvent(tx, ctx, input.id);
    assertMayEdit(ctx, event.class_ids);
    if (event.status === 'cancelled') throw conflict('errors.event_cancelled');
    await tx.execute(
      sql`update calendar_events set status = 'cancelled', cancel_reason = ${input.reason || null}, cancelled_at = now(),
          updated_by = ${ctx.userId}, updated_at = now()
        where tenant_id = ${ctx.tenantId} and id = ${input.id}`,
    );
    return { id: input.id, message: 'calendarEvent.cancelled' };
  });
}

/**
 * DELETE /CalendarEvent/delete: events nobody has replied to (a mistake, a test) go for good; one with replies is
 * history and is refused (409) — cancel it instead. All or none.
 */
export function deleteEvents(ctx: RequestContext, ids: string[]) {
  return schoolTransaction(ctx, async (tx) => {
    for (const id of ids) assertMayEdit(ctx, (await lockEvent(tx, ctx, id)).class_ids);
    const [replied] = await rowsOf<{ one: number }>(
      tx,
      sql`select 1 as one from calendar_event_replies where tenant_id = ${ctx.tenantId}
        and event_id = any(${uuidArray(ids)}) limit 1`,
    );
    if (replied) throw conflict('errors.event_has_replies');
    await tx.execute(sql`delete from calendar_events where tenant_id = ${ctx.tenantId} and id = any(${uuidArray(ids)})`);
    return { id: null, message: 'calendarEvent.deleted' };
  });
}
