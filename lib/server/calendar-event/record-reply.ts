import 'server-only';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { assertInAudience, assertOpenForReplies, childScope, lockEvent, upsertReply } from './event-sql';
import type { RecordReplyInput } from '@/lib/schemas/calendar-event';

/**
 * POST /CalendarEvent/record-reply: staff record a reply a parent gave by phone, for a child of their scope whom
 * the event concerns (anyone else is "not found"); it replaces an earlier reply and is kept as the staff's.
 * The same rules as a parent's reply: a published event that asks for replies and has not ended.
 */
export function recordReply(ctx: RequestContext, input: RecordReplyInput) {
  return schoolTransaction(ctx, async (tx) => {
    const event = await lockEvent(tx, ctx, input.event_id);
    await assertInAudience(tx, ctx.tenantId, input.event_id, input.student_id, childScope(ctx));
    assertOpenForReplies(event);
    await upsertReply(tx, ctx.tenantId, input.event_id, input.student_id, input, { userId: ctx.userId });
    return { id: input.event_id, message: 'calendarEvent.replyRecorded' };
  });
}
