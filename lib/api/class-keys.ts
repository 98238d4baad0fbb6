import type { ClassListQuery } from '@/lib/schemas/class';

// Keys of the class area; years and classes change together (class counts, copies), so both hang under 'classes'.
// Not a client module: pages build the same keys on the server to hand their first data to react-query.
export const classKeys = {
  all: () => ['classes'] as const,
  years: () => ['classes', 'years'] as const,
  list: (params: ClassListQuery) => ['classes', 'list', params] as const,
  teachers: () => ['classes', 'teachers'] as const,
};

/** The school years a screen lists (a school has a handful), newest first. */
export const SCHOOL_YEARS_QUERY = { page: 1, page_size: 100 } as const;

/** The school's classes (a teacher's own, as the server answers) in age-group order: what a class filter offers. */
export const CLASS_FILTER_QUERY: ClassListQuery = { page: 1, page_size: 100, order_by: 'age_group' };

/** The classes an event can be for, and the event list's class filter: those still open. */
export const ACTIVE_CLASSES_QUERY: ClassListQuery = { ...CLASS_FILTER_QUERY, status: 'active' };
