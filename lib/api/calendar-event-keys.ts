// Keys of the school events. Not a client module: the page builds the same keys on the server to hand its first
// screen to react-query.
import type { EventListQuery, ReplyListQuery } from '@/lib/schemas/calendar-event';
import type { ListSpec } from '@/lib/list-query';

/** The list's query as the endpoint parses it (lib/schemas/calendar-event). */
export type EventListParams = EventListQuery;

export type ReplyParams = ReplyListQuery;

export const eventKeys = {
  all: () => ['calendar-events'] as const,
  list: (params: EventListParams) => ['calendar-events', 'list', params] as const,
  detail: (id: string) => ['calendar-events', 'detail', id] as const,
  replies: (params: ReplyParams) => ['calendar-events', 'replies', params] as const,
};

/** The school events list in the URL: its filters. */
export const EVENT_FILTERS = ['class_id', 'when', 'status', 'from', 'to'] as const;
export const EVENT_LIST: ListSpec<(typeof EVENT_FILTERS)[number]> = { filters: EVENT_FILTERS };
