// Keys of the student area. Not a client module: the student page builds the same keys on the server to hand its
// first data to react-query.
import type { StudentListQuery } from '@/lib/schemas/student';
import type { ListSpec } from '@/lib/list-query';
import { STUDENT_PAGE_SIZE } from '@/lib/student-options';

export const studentKeys = {
  all: () => ['students'] as const,
  list: (params: StudentListQuery) => ['students', 'list', params] as const,
  detail: (id: string) => ['students', 'detail', id] as const,
  // Outside 'students' on purpose: a photo's address changes with every upload, so a saved list or record never
  // makes a fetched photo stale, and invalidating the lists must not fetch every thumbnail again.
  photo: (url: string) => ['student-photos', url] as const,
};

/** The student list in the URL: its filters and page size. */
export const STUDENT_FILTERS = ['school_year_id', 'class_id', 'age_group', 'status', 'gender'] as const;
export const STUDENT_LIST: ListSpec<(typeof STUDENT_FILTERS)[number]> = {
  filters: STUDENT_FILTERS,
  pageSize: STUDENT_PAGE_SIZE,
};
