// Keys of the parents' messages. Not a client module: the page builds the same keys on the server to hand its first
// screen to react-query.
import type { MessageListQuery } from '@/lib/schemas/message';
import type { ListSpec } from '@/lib/list-query';

export const messageKeys = {
  all: () => ['message-requests'] as const,
  list: (params: MessageListQuery) => ['message-requests', 'list', params] as const,
  detail: (id: string) => ['message-requests', 'detail', id] as const,
  image: (id: string) => ['message-requests', 'image', id] as const,
};

/** The unread count above the list: one row is enough, the answer's total is the count. */
export const MESSAGE_UNREAD_QUERY = { page: 1, page_size: 1, status: 'unread' } as const;

/** The messages list in the URL: its filters. */
export const MESSAGE_FILTERS = ['class_id', 'status', 'recipient', 'category'] as const;
export const MESSAGE_LIST: ListSpec<(typeof MESSAGE_FILTERS)[number]> = { filters: MESSAGE_FILTERS };
