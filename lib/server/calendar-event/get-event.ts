import 'server-only';
import { sql } from 'drizzle-orm';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { selectEventRows } from './event-sql';
import type { EventRow } from '@/lib/schemas/calendar-event';

/** GET /CalendarEvent/get-detail?id=: one event of the caller's school and scope; anything else is "not found". */
export function getEvent(ctx: RequestContext, id: string): Promise<EventRow> {
  return schoolTransaction(ctx, async (tx) => {
    const [row] = await selectEventRows(tx, ctx, sql`e.id = ${id}`, sql`e.id`);
    if (!row) throw notFound();
    return row;
  });
}
