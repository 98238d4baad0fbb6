import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { notFound } from '../http/errors';
import { familyChild } from '../absence/family';
import {
  assertInAudience,
  assertOpenForReplies,
  eventFields,
  eventHasClass,
  upsertReply,
  type LockedEvent,
} from './event-sql';
import type { AppEvent, RecordReplyInput } from '@/lib/schemas/calendar-event';
import type { EventAnswer } from '@/lib/calendar-event-values';

/** How long an event stays in the app after it ended. */
const SHOWN_AFTER_END_DAYS = 30;

/** The family's children (studying) over `students s`. */
const familyStudents = (ctx: ParentContext) => sql`s.tenant_id = ${ctx.tenantId} and s.status = 'studying' and s.id in
  (select l.student_id from app_account_students l where l.tenant_id = ${ctx.tenantId} and l.account_id = ${ctx.accountId})`;

type Raw = Omit<AppEvent, 'starts_at' | 'ends_at' | 'replies' | 'student_ids'> & {
  student_ids: string[] | string | null;
  starts_at: Date | string;
  ends_at: Date | string;
  replies: { student_id: string; answer: EventAnswer; note: string }[] | string | null;
};

/**
 * GET /api/app/events: published events that concern one of the family's children (their class, or the whole
 * school), from a month back on, soonest first, with the family's children it concerns and the replies given for
 * those children.
 */
export async function listAppEvents(ctx: ParentContext): Promise<AppEvent[]> {
  const raw = await schoolTransactionById(ctx.tenantId, (tx) =>
    rowsOf<Raw>(
      tx,
      sql`select e.id, e.title, e.starts_at, e.ends_at, e.place, e.description, e.needs_reply,
          (select coalesce(json_agg(json_build_object('student_id', r.student_id, 'answer', r.answer, 'note', r.note)
              order by r.student_id), '[]'::json)
            from calendar_event_replies r join students s on s.tenant_id = r.tenant_id and s.id = r.student_id
            where r.tenant_id = ${ctx.tenantId} and r.event_id = e.id and ${familyStudents(ctx)}) as replies,
          (select json_agg(s.id order by s.id) from students s
            where ${familyStudents(ctx)} and ${eventHasClass(sql`s.class_id`, ctx.tenantId)}) as student_ids
        from calendar_events e
        where e.tenant_id = ${ctx.tenantId} and e.status = 'published'
          and e.ends_at >= now() - make_interval(days => ${SHOWN_AFTER_END_DAYS})
          and exists (select 1 from students s where ${familyStudents(ctx)} and ${eventHasClass(sql`s.class_id`, ctx.tenantId)})
        order by e.starts_at, e.id`,
    ),
  );
  return raw.map((r) => ({
    ...eventFields(r),
    needs_reply: !!r.needs_reply,
    replies: typeof r.replies === 'string' ? JSON.parse(r.replies) : (r.replies ?? []),
    student_ids: typeof r.student_ids === 'string' ? JSON.parse(r.student_ids) : (r.student_ids ?? []),
  }));
}

/**
 * POST /api/app/events/reply: a parent's yes or no for one of their own children whom the event concerns; another
 * family's child, a child outside the event's classes, a draft or another school's event are all "not found".
 * Replying again replaces the earlier reply.
 */
export async function replyAppEvent(ctx: ParentContext, input: RecordReplyInput) {
  await schoolTransactionById(ctx.tenantId, async (tx) => {
    const [event] = await rowsOf<LockedEvent>(
      tx,
      sql`select e.id, e.status, e.needs_reply, e.ends_at < now() as ended from calendar_events e
        where e.tenant_id = ${ctx.tenantId} and e.id = ${input.event_id} and e.status <> 'draft' for update`,
    );
    if (!event) throw notFound();
    await familyChild(tx, ctx, input.student_id);
    await assertInAudience(tx, ctx.tenantId, input.event_id, input.student_id, sql`true`);
    assertOpenForReplies(event);
    await upsertReply(tx, ctx.tenantId, input.event_id, input.student_id, input, { accountId: ctx.accountId });
  });
  return { id: input.event_id, message: 'calendarEvent.replySaved' };
}
