import type { ClassListQuery } from '@/lib/schemas/class';
import type { ListSpec } from '@/lib/list-query';

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

/** The class list in the URL: its filters (no year: the current one). */
export const CLASS_FILTERS = ['school_year_id', 'age_group', 'status'] as const;
export const CLASS_LIST: ListSpec<(typeof CLASS_FILTERS)[number]> = { filters: CLASS_FILTERS };

/** The year filter's "all years" in the URL (no year there means the current one). */
export const ALL_YEARS = 'all';
