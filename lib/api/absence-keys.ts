// Keys of the absence requests. Not a client module: the page builds the same keys on the server to hand its first
// screen to react-query.
import type { AbsenceListQuery } from '@/lib/schemas/absence';
import type { ListSpec } from '@/lib/list-query';

export const absenceKeys = {
  all: () => ['absences'] as const,
  list: (params: AbsenceListQuery) => ['absences', 'list', params] as const,
  detail: (id: string) => ['absences', 'detail', id] as const,
  attachment: (id: string) => ['absences', 'attachment', id] as const,
};

/** The count of requests waiting for a decision above the list (all classes): the answer's total. */
export const ABSENCE_PENDING_QUERY = { page: 1, page_size: 1, status: 'pending' } as const;

/** The absence requests list in the URL: its filters. */
export const ABSENCE_FILTERS = ['class_id', 'status', 'from', 'to'] as const;
export const ABSENCE_LIST: ListSpec<(typeof ABSENCE_FILTERS)[number]> = { filters: ABSENCE_FILTERS };
