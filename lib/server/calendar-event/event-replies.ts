import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { AUDIENCE_FROM, audienceWhere, childScope, eventScope, iso } from './event-sql';
import type { EventClassCount, EventReplies, EventReplyRow, ReplyListQuery } from '@/lib/schemas/calendar-event';
import type { EventReplyState } from '@/lib/calendar-event-values';
import { foldVietnamese } from '@/lib/text';

type Raw = Omit<EventReplyRow, 'answer' | 'replied_at'> & {
  answer: EventReplyState | null;
  replied_at: Date | string | null;
};

/** The children of the caller's scope an event concerns, with their reply; `filter` narrows the rows only. */
export async function selectReplyRows(tx: Tx, ctx: RequestContext, eventId: string, filter: SQL = sql`true`) {
  return rowsOf<Raw>(
    tx,
    sql`select s.id as student_id, s.code as student_code, s.full_name as student_name, s.class_id, c.name as class_name,
        r.answer, coalesce(r.note, '') as note, r.source, coalesce(u.full_name, g.full_name) as recorded_by_name,
        r.replied_at
      from calendar_events e cross join ${AUDIENCE_FROM}
        left join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
        left join users u on u.id = r.by_user
        left join app_accounts acc on acc.tenant_id = r.tenant_id and acc.id = r.by_account
        left join guardians g on g.tenant_id = ${ctx.tenantId} and g.id = acc.guardian_id
      where e.tenant_id = ${ctx.tenantId} and e.id = ${eventId} and ${audienceWhere(childScope(ctx), ctx.tenantId)} and ${filter}
      order by c.name nulls last, ${sql`s.name_key collate "C"`}, s.code`,
  );
}

export const toReplyRow = (r: Raw): EventReplyRow => ({
  ...r,
  answer: r.answer ?? 'pending',
  replied_at: iso(r.replied_at),
});

/** The event exists and the caller may reach it; 404 otherwise. */
export async function assertVisible(tx: Tx, ctx: RequestContext, id: string) {
  const [row] = await rowsOf<{ title: string }>(
    tx,
    sql`select e.title from calendar_events e where e.tenant_id = ${ctx.tenantId} and e.id = ${id} and ${eventScope(ctx)}`,
  );
  if (!row) throw notFound();
  return row;
}

/**
 * GET /CalendarEvent/get-replies?id=: who said yes, who said no and who has not answered, over the children of the
 * caller's scope, in total and per class; the rows narrowed by class, answer and search (the counts are not).
 */
export function getEventReplies(ctx: RequestContext, q: ReplyListQuery): Promise<EventReplies> {
  return schoolTransaction(ctx, async (tx) => {
    await assertVisible(tx, ctx, q.id);
    const all = (await selectReplyRows(tx, ctx, q.id)).map(toReplyRow);
    const byClass = new Map<string, EventClassCount>();
    const total = { yes: 0, no: 0, pending: 0, expected: all.length };
    for (const row of all) {
      const key = row.class_id ?? '';
      const entry = byClass.get(key) ?? {
        class_id: key,
        class_name: row.class_name ?? '',
        yes: 0,
        no: 0,
        pending: 0,
        expected: 0,
      };
      entry[row.answer] += 1;
      entry.expected += 1;
      total[row.answer] += 1;
      byClass.set(key, entry);
    }
    const fold = q.search ? foldVietnamese(q.search) : '';
    const rows = all.filter(
      (r) =>
        (!q.class_id || r.class_id === q.class_id) &&
        (!q.answer || r.answer === q.answer) &&
        (!fold || foldVietnamese(r.student_name).includes(fold) || r.student_code.toLowerCase().includes(fold)),
    );
    return { ...total, by_class: [...byClass.values()], rows };
  });
}
