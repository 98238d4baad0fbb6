// Keys of the vaccine area. Not a client module: the page builds the same keys on the server to hand its first data
// to react-query.
import type { VaccineDeclarationListQuery } from '@/lib/schemas/vaccine';
import type { ListSpec } from '@/lib/list-query';
import { DECLARATION_PAGE_SIZE } from '@/lib/vaccine-values';

export const vaccineKeys = {
  all: () => ['vaccine-declarations'] as const,
  list: (params: VaccineDeclarationListQuery) => ['vaccine-declarations', 'list', params] as const,
  detail: (id: string) => ['vaccine-declarations', 'detail', id] as const,
  photo: (id: string) => ['vaccine-declarations', 'photo', id] as const,
  missing: (classId: string) => ['vaccine-declarations', 'missing', classId] as const,
  schedule: () => ['vaccines', 'schedule'] as const,
};

/** The count of declarations waiting for verification above the list (all classes): the answer's total. */
export const VACCINE_DECLARED_QUERY = { page: 1, page_size: 1, status: 'declared' } as const;

/** The vaccine declarations list in the URL: its filters and page size. */
export const VACCINE_DECLARATION_FILTERS = ['class_id', 'status', 'vaccine_code'] as const;
export const VACCINE_DECLARATION_LIST: ListSpec<(typeof VACCINE_DECLARATION_FILTERS)[number]> = {
  filters: VACCINE_DECLARATION_FILTERS,
  pageSize: DECLARATION_PAGE_SIZE,
};
