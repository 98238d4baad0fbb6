import { z } from 'zod';
import { instantOutOfBounds, PLANNED, type DayBounds } from '@/lib/day-bounds';
import {
  EVENT_ANSWERS,
  EVENT_STATUSES,
  EVENT_WHEN,
  MAX_EVENT_DESCRIPTION,
  MAX_EVENT_PLACE,
  MAX_EVENT_TITLE,
  MAX_REPLY_NOTE,
} from '@/lib/calendar-event-values';
import { parseDay } from '@/lib/day';
import { schoolInstant } from '@/lib/school-time';
import { childColumns, optionalDayField } from './fields';
import { listQuery } from './list';

// Calendar events (menu `calendar-event-confirm`): school events for classes or the whole school, with parents'
// replies (yes / no) per child; staff record a reply given by phone.

/**
 * An instant as the API takes it: ISO 8601 with a zone (2026-12-01T08:00:00Z, …+07:00), or a day and a time of
 * day in Vietnam as a form types them (2026-12-01T08:00, 2026-12-01 08:00, 01/12/2026 08:00). Answers ISO (UTC).
 */
export const instantField = (bounds?: DayBounds) =>
  z
    .string({ error: 'errors.required' })
    .trim()
    .min(1, 'errors.required')
    .transform((value, ctx) => {
      const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
        ? Date.parse(value)
        : NaN;
      const local = /^(.+?)[T ](\d{1,2}):(\d{2})$/.exec(value);
      const day = local ? parseDay(local[1]) : null;
      const [h, m] = local ? [Number(local[2]), Number(local[3])] : [99, 99];
      const at = !Number.isNaN(zoned)
        ? new Date(zoned).toISOString()
        : day && h <= 23 && m <= 59
          ? schoolInstant(day, `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`)
          : null;
      const outside = at && bounds ? instantOutOfBounds(at, bounds) : null;
      if (!at || outside) {
        ctx.addIssue({ code: 'custom', message: outside ?? 'errors.invalid_datetime' });
        return z.NEVER;
      }
      return at;
    });

const text = (max: number) => z.string().trim().max(max, 'errors.validation').default('');

const event = z.object({
  title: z
    .string({ error: 'errors.required' })
    .trim()
    .min(1, 'errors.required')
    .max(MAX_EVENT_TITLE, 'errors.validation'),
  // Planned: from the school's first school year to a year ahead (lib/day-bounds.ts).
  starts_at: instantField(PLANNED),
  ends_at: instantField(PLANNED),
  place: text(MAX_EVENT_PLACE),
  description: text(MAX_EVENT_DESCRIPTION),
  /** Empty: the whole school. */
  class_ids: z.array(z.uuid('errors.not_found')).max(200, 'errors.validation').default([]),
  needs_reply: z.boolean().default(true),
  /** A draft is not shown to parents; cancelling goes through `cancel`. */
  status: z.enum(['draft', 'published'], 'errors.validation').default('published'),
});

/** POST /CalendarEvent/create and PUT /CalendarEvent/update/{id}: the end not before the start. */
export const eventSchema = event.refine((v) => v.ends_at >= v.starts_at, {
  path: ['ends_at'],
  message: 'errors.end_before_start',
});
export type EventInput = z.output<typeof event>;

export const eventCancelSchema = z.object({
  id: z.uuid('errors.not_found'),
  reason: text(500),
});
export type EventCancelInput = z.output<typeof eventCancelSchema>;

/** Sort keys of the list; the default puts what is still to come first (soonest first), then the past (latest first). */
export const EVENT_SORTS = ['starts_at', 'title', 'status', 'created_at'] as const;

export const eventListQuery = listQuery.extend({
  from: optionalDayField(),
  to: optionalDayField(),
  class_id: z.uuid('errors.not_found').optional(),
  status: z.enum(EVENT_STATUSES).optional(),
  when: z.enum(EVENT_WHEN).optional(),
});
export type EventListQuery = z.output<typeof eventListQuery>;

export const replyListQuery = z.object({
  id: z.uuid('errors.not_found'),
  class_id: z.uuid('errors.not_found').optional(),
  answer: z.enum(['yes', 'no', 'pending']).optional(),
  search: z.string().trim().max(100, 'errors.validation').optional(),
});
export type ReplyListQuery = z.output<typeof replyListQuery>;

/** POST /CalendarEvent/record-reply: a reply given by phone, recorded by staff for a child of their scope. */
export const recordReplySchema = z.object({
  event_id: z.uuid('errors.not_found'),
  student_id: z.uuid('errors.not_found'),
  answer: z.enum(EVENT_ANSWERS, 'errors.required'),
  note: text(MAX_REPLY_NOTE),
});
export type RecordReplyInput = z.output<typeof recordReplySchema>;

/** POST /api/app/events/reply: a parent's reply for one of their own children; replying again replaces it. */
export const appReplySchema = recordReplySchema;

/** The replies counted: yes, no, still to come, and the children of the caller's scope the event concerns. */
const replyCounts = {
  yes: z.number(),
  no: z.number(),
  pending: z.number(),
  expected: z.number(),
};

export const eventRow = z.object({
  id: z.string(),
  title: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  place: z.string(),
  description: z.string(),
  /** Empty: the whole school. */
  class_ids: z.array(z.string()),
  class_names: z.array(z.string()),
  needs_reply: z.boolean(),
  status: z.enum(EVENT_STATUSES),
  cancel_reason: z.string().nullable(),
  ...replyCounts,
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type EventRow = z.infer<typeof eventRow>;

export const eventClassCount = z.object({
  class_id: z.string(),
  class_name: z.string(),
  ...replyCounts,
});
export type EventClassCount = z.infer<typeof eventClassCount>;

export const eventReplyRow = z.object({
  ...childColumns,
  answer: z.enum(['yes', 'no', 'pending']),
  note: z.string(),
  source: z.enum(['parent', 'staff']).nullable(),
  recorded_by_name: z.string().nullable(),
  replied_at: z.string().nullable(),
});
export type EventReplyRow = z.infer<typeof eventReplyRow>;

/** GET /CalendarEvent/get-replies: counts for the caller's scope, per class, and the children with their reply. */
export const eventReplies = z.object({
  ...replyCounts,
  by_class: z.array(eventClassCount),
  rows: z.array(eventReplyRow),
});
export type EventReplies = z.infer<typeof eventReplies>;

/** GET /api/app/events: what the parents' app shows. */
export const appEvent = eventRow
  .pick({ id: true, title: true, starts_at: true, ends_at: true, place: true, description: true, needs_reply: true })
  .extend({
    replies: z.array(
      z.object({
        student_id: z.string(),
        answer: z.enum(EVENT_ANSWERS),
        /** The note given with the reply ('' when none). */
        note: z.string(),
      }),
    ),
    /** The family's children the event concerns (studying in one of its classes). */
    student_ids: z.array(z.string()),
  });
export type AppEvent = z.infer<typeof appEvent>;
