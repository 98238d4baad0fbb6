import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf, uuidArray } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { conflict } from '../http/errors';
import { assertMayEdit, checkClasses, lockEvent } from './event-sql';
import { notifyEventCreated } from './notify-event';
import type { EventInput } from '@/lib/schemas/calendar-event';

async function setClasses(tx: Tx, tenantId: string, eventId: string, classIds: string[]) {
  await tx.execute(sql`delete from calendar_event_classes where tenant_id = ${tenantId} and event_id = ${eventId}
    and not (class_id = any(${uuidArray(classIds)}))`);
  if (!classIds.length) return;
  await tx.execute(sql`insert into calendar_event_classes (tenant_id, event_id, class_id)
    select ${tenantId}, ${eventId}, c from unnest(${uuidArray([...new Set(classIds)])}) c
    on conflict do nothing`);
}

/**
 * POST /CalendarEvent/create: an event for chosen classes (none = the whole school). A teacher makes events only
 * for their own classes: another class is "not found", the whole school is refused. Event, classes and (published)
 * the families' notice in one go.
 */
export function createEvent(ctx: RequestContext, input: EventInput) {
  return schoolTransaction(ctx, async (tx) => {
    await checkClasses(tx, ctx, input.class_ids);
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into calendar_events (tenant_id, title, starts_at, ends_at, place, description, needs_reply, status,
          created_by, updated_by)
        values (${ctx.tenantId}, ${input.title}, ${input.starts_at}, ${input.ends_at}, ${input.place},
          ${input.description}, ${input.needs_reply}, ${input.status}, ${ctx.userId}, ${ctx.userId}) returning id`,
    );
    await setClasses(tx, ctx.tenantId, row.id, input.class_ids);
    await notifyEventCreated(tx, ctx.tenantId, row.id, input);
    return { id: row.id, message: 'calendarEvent.saved' };
  });
}

/**
 * PUT /CalendarEvent/update/{id}: a cancelled event stays as it was (409); a published one may not go back to draft
 * once parents have replied (they have seen it). The replies given stay. A draft published notifies the families.
 */
export function updateEvent(ctx: RequestContext, id: string, input: EventInput) {
  return schoolTransaction(ctx, async (tx) => {
    const event = await lockEvent(tx, ctx, id);
    assertMayEdit(ctx, event.class_ids);
    if (event.status === 'cancelled') throw conflict('errors.event_cancelled');
    await checkClasses(tx, ctx, input.class_ids);
    if (input.status === 'draft' && event.status === 'published') {
      const [replied] = await rowsOf<{ one: number }>(
        tx,
        sql`select 1 as one from calendar_event_replies where tenant_id = ${ctx.tenantId} and event_id = ${id} limit 1`,
      );
      if (replied) throw conflict('errors.event_has_replies');
    }
    await tx.execute(
      sql`update calendar_events set title = ${input.title}, starts_at = ${input.starts_at}, ends_at = ${input.ends_at},
          place = ${input.place}, description = ${input.description}, needs_reply = ${input.needs_reply},
          status = ${input.status}, updated_by = ${ctx.userId}, updated_at = now()
        where tenant_id = ${ctx.tenantId} and id = ${id}`,
    );
    await setClasses(tx, ctx.tenantId, id, input.class_ids);
    if (event.status === 'draft') await notifyEventCreated(tx, ctx.tenantId, id, input);
    return { id, message: 'calendarEvent.saved' };
  });
}
