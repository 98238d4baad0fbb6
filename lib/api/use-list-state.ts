'use client';
import { useEffect, useRef, useState } from 'react';
import { parseAsInteger, parseAsString, useQueryStates } from 'nuqs';
import { useDebounced } from './use-debounced';
import { LIST_PAGE_SIZE } from '@/lib/list-page-size';
import { listQueryOf, type ListSpec, type ListValues, type Sort } from '@/lib/list-query';

const sortOf = (value: string): Sort | null =>
  value ? { by: value.replace(/^-/, ''), desc: value.startsWith('-') } : null;

/**
 * The state of one list screen — search (typed, then settled after 300 ms), filters, page, sort, and the selection
 * across pages — with everything but the selection kept in the URL, so that a reload, the back button and a shared
 * link show the same view. Changing the search, a filter or the sort goes back to page 1. Page, filter and sort
 * changes are history entries; typing in the search box replaces the current one.
 */
export function useListState<F extends string = never>(spec: ListSpec<F> = {}) {
  const { filters = [], pageSize = LIST_PAGE_SIZE, defaultSort = '' } = spec;
  // The filters of a screen never change while it is shown: the parsers are made once.
  const [parsers] = useState(() => ({
    q: parseAsString.withDefault(''),
    page: parseAsInteger.withDefault(1),
    sort: parseAsString.withDefault(defaultSort),
    ...Object.fromEntries(filters.map((f) => [f, parseAsString.withDefault('')])),
  }));
  const [url, setUrl] = useQueryStates(parsers, { history: 'push', scroll: false });
  const values = url as unknown as ListValues<F>;

  // The search box: what is typed now, sent to the URL once the typing pauses.
  const [searchText, setSearchText] = useState(values.q);
  const settled = useDebounced(searchText.trim());
  const written = useRef(values.q);
  useEffect(() => {
    if (settled !== written.current) {
      written.current = settled;
      void setUrl({ q: settled || null, page: null }, { history: 'replace' });
    }
  }, [settled, setUrl]);
  // Back/forward (or a link) changed the search: the box follows.
  useEffect(() => {
    if (values.q !== written.current) {
      written.current = values.q;
      setSearchText(values.q);
    }
  }, [values.q]);

  const [selected, setSelected] = useState<Set<string>>(new Set());
  const filterValues = Object.fromEntries(filters.map((f) => [f, values[f]])) as unknown as Record<F, string>;
  const sort = sortOf(values.sort);

  /** The list call's parameters: page, size, order and the filters that are set (as a page renders them too). */
  const query = listQueryOf(values, spec);

  return {
    searchText,
    setSearchText,
    search: values.q,
    filters: filterValues,
    setFilter: (key: F, value: string) => void setUrl({ [key]: value || null, page: null } as never),
    /** A filter's value and its change, for a filter control: `<FilterSelect {...state.field('status')} …/>`. */
    field: (key: F) => ({
      value: filterValues[key],
      onChange: (value: string) => void setUrl({ [key]: value || null, page: null } as never),
    }),
    /** Several filters at once (one history entry), e.g. a filter form's "apply" or a filter that clears another. */
    setFilters: (next: Partial<Record<F, string>>) =>
      void setUrl({
        ...Object.fromEntries(Object.entries(next).map(([k, v]) => [k, (v as string | undefined) || null])),
        page: null,
      } as never),
    page: values.page,
    setPage: (page: number) => void setUrl({ page: page > 1 ? page : null }),
    sort,
    setSort: (next: Sort | null) =>
      void setUrl({ sort: next ? `${next.desc ? '-' : ''}${next.by}` : null, page: null }),
    pageSize,
    selected,
    setSelected,
    /** Rows gone (deleted) leave the selection. */
    unselect: (ids: string[]) => setSelected((now) => new Set([...now].filter((id) => !ids.includes(id)))),
    query,
    /** The same filters without paging, for an export of the filtered list. */
    exportQuery: Object.fromEntries(Object.entries(query).filter(([k]) => k !== 'page' && k !== 'page_size')) as Omit<
      typeof query,
      'page' | 'page_size'
    >,
  };
}

export type ListState<F extends string = never> = ReturnType<typeof useListState<F>>;
