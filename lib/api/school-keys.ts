// Keys of the schools; every key starts with 'schools' so that one invalidation reaches them all. Not a client
// module: the page builds the same keys on the server to hand its first screen to react-query.
import type { SchoolListQuery } from '@/lib/schemas/school';
import type { ListSpec } from '@/lib/list-query';

/** The list's query as the endpoint parses it (lib/schemas/school). */
export type SchoolListParams = SchoolListQuery;

export const schoolKeys = {
  all: () => ['schools'] as const,
  list: (params: SchoolListParams) => ['schools', 'list', params] as const,
  detail: (id: string) => ['schools', 'detail', id] as const,
};

/** The school list in the URL: its filters and the sort it opens with. */
export const SCHOOL_FILTERS = ['status', 'province_id'] as const;
export const SCHOOL_LIST: ListSpec<(typeof SCHOOL_FILTERS)[number]> = { filters: SCHOOL_FILTERS, defaultSort: 'name' };
