// Keys of the school events. Not a client module: the page builds the same keys on the server to hand its first
// screen to react-query.
import type { EventListQuery, ReplyListQuery } from '@/lib/schemas/calendar-event';

/** The list's query as the endpoint parses it (lib/schemas/calendar-event). */
export type EventListParams = EventListQuery;

export type ReplyParams = ReplyListQuery;

export const eventKeys = {
  all: () => ['calendar-events'] as const,
  list: (params: EventListParams) => ['calendar-events', 'list', params] as const,
  detail: (id: string) => ['calendar-events', 'detail', id] as const,
  replies: (params: ReplyParams) => ['calendar-events', 'replies', params] as const,
};
