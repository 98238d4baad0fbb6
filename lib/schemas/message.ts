import { z } from 'zod';
import { MESSAGE_CATEGORIES, MESSAGE_RECIPIENTS, MESSAGE_STATUSES } from '@/lib/request-values';
import { childColumns, requiredText } from './fields';
import { listQuery } from './list';
import { appRequestListQuery, idBody, requestListQuery } from './request-list';
import { requestEntryColumns } from './request-row';

// Message requests (menu `message-request`): a parent writes to the class teacher or to the school; staff reply.

const text = (max: number) => requiredText(max, 'errors.too_long');

export const messageCreateSchema = z.object({
  student_id: z.uuid('errors.required'),
  recipient: z.enum(MESSAGE_RECIPIENTS, 'errors.required'),
  category: z.enum(MESSAGE_CATEGORIES, 'errors.message_category'),
  content: text(2000),
});
export type MessageCreateInput = z.output<typeof messageCreateSchema>;

/** What a family's new message answers: where it went (`school` when the class has no teacher to read it). */
export const messageCreated = z.object({ recipient: z.enum(MESSAGE_RECIPIENTS) });
/** POST /MessageRequest/create: staff start a message to a child's family (the parents read it in the app's thread). */
export const staffMessageCreateSchema = messageCreateSchema.omit({ recipient: true });
export type StaffMessageCreateInput = z.output<typeof staffMessageCreateSchema>;

export const messageIdBody = idBody;
export const messageReplySchema = z.object({ id: z.uuid('errors.not_found'), content: text(2000) });
export type MessageReplyInput = z.output<typeof messageReplySchema>;
/** POST /api/app/messages/reply: the family answers in the thread of one of their read messages. */
export const appMessageReplySchema = messageReplySchema;

export const MESSAGE_SORTS = ['created_at', 'student_name', 'status'] as const;

export const messageListQuery = requestListQuery(MESSAGE_STATUSES, {
  recipient: z.enum(MESSAGE_RECIPIENTS).optional(),
  category: z.enum(MESSAGE_CATEGORIES).optional(),
});
export type MessageListQuery = z.output<typeof messageListQuery>;

export const appMessageListQuery = appRequestListQuery;
/** GET /api/app/messages/get-list: the same messages a page at a time (20 by default, at most 100). */
export const appMessagePageQuery = appRequestListQuery.extend({
  page: listQuery.shape.page,
  page_size: listQuery.shape.page_size,
});
export type AppMessagePageQuery = z.output<typeof appMessagePageQuery>;

/** Who wrote a reply: a staff member or the family (through the parents' app). */
export const MESSAGE_REPLY_AUTHORS = ['staff', 'parent'] as const;

export const messageReply = z.object({
  id: z.string(),
  content: z.string(),
  author_name: z.string().nullable(),
  /** `parent` for the family's answer in the thread, `staff` for the school's. */
  author_kind: z.enum(MESSAGE_REPLY_AUTHORS),
  created_at: z.string(),
});
export type MessageReply = z.infer<typeof messageReply>;

export const messageRow = z.object({
  id: z.string(),
  ...childColumns,
  recipient: z.enum(MESSAGE_RECIPIENTS),
  category: z.string(),
  content: z.string(),
  has_image: z.boolean(),
  status: z.enum(MESSAGE_STATUSES),
  ...requestEntryColumns,
  read_by_name: z.string().nullable(),
  read_at: z.string().nullable(),
  /** When the parent withdrew it (status `cancelled`). */
  cancelled_at: z.string().nullable(),
  reply_count: z.number(),
  /** Read, but the family answered in the thread after staff last read it: it waits for staff again. */
  awaiting_staff: z.boolean(),
  replies: z.array(messageReply),
});
export type MessageRow = z.infer<typeof messageRow>;
