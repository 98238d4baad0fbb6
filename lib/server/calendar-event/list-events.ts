import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { eventHasClass, eventScope, selectEventRows } from './event-sql';
import { EVENT_SORTS, type EventListQuery, type EventRow } from '@/lib/schemas/calendar-event';
import { pageOf, sortOf } from '@/lib/schemas/list';
import { addDays, schoolInstant } from '@/lib/school-time';
import { likePattern } from '@/lib/text';

const SORTS: Record<(typeof EVENT_SORTS)[number], SQL> = {
  starts_at: sql`e.starts_at`,
  title: sql`vn_fold(e.title)`,
  status: sql`e.status`,
  created_at: sql`e.created_at`,
};

/** Filters and search of the list (shared with nothing else yet): `from`/`to` keep events overlapping the range. */
function listWhere(q: EventListQuery, tenantId: string): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.from) parts.push(sql`e.ends_at >= ${schoolInstant(q.from, '00:00')}`);
  if (q.to) parts.push(sql`e.starts_at < ${schoolInstant(addDays(q.to, 1), '00:00')}`);
  if (q.class_id) parts.push(eventHasClass(sql`${q.class_id}::uuid`, tenantId));
  if (q.status) parts.push(sql`e.status = ${q.status}`);
  if (q.when === 'upcoming') parts.push(sql`e.ends_at >= now()`);
  if (q.when === 'past') parts.push(sql`e.ends_at < now()`);
  if (q.search) {
    const pattern = likePattern(q.search);
    parts.push(sql`(vn_fold(e.title) like ${pattern} or vn_fold(e.place) like ${pattern})`);
  }
  return sql.join(parts, sql` and `);
}

/** Upcoming first (soonest first, events under way included), then the past (latest first), unless asked otherwise. */
function listOrder(q: EventListQuery): SQL {
  if (!q.order_by) {
    return sql`(e.ends_at < now()), case when e.ends_at >= now() then e.starts_at end asc,
      e.starts_at desc, e.id`;
  }
  const sort = sortOf(q.order_by, EVENT_SORTS, 'starts_at');
  return sql`${SORTS[sort.field]} ${sort.desc ? sql`desc` : sql`asc`}, e.starts_at desc, e.id`;
}

/** GET /CalendarEvent/get-list: the school's events (a teacher's: whole-school ones and their classes'), paged. */
export function listEvents(ctx: RequestContext, q: EventListQuery): Promise<{ data: EventRow[]; total: number }> {
  return schoolTransaction(ctx, async (tx) => {
    const where = listWhere(q, ctx.tenantId);
    const data = await selectEventRows(tx, ctx, where, listOrder(q), pageOf(q));
    const [{ total }] = await rowsOf<{ total: number | string }>(
      tx,
      sql`select count(*) as total from calendar_events e
        where e.tenant_id = ${ctx.tenantId} and ${eventScope(ctx)} and ${where}`,
    );
    return { data, total: Number(total) };
  });
}
