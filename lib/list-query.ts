// A list screen's query from its address: the same on the server (a page rendering the list's first screen) and in
// the browser (lib/api/use-list-state.ts), so both ask for the same react-query key. Not a client module.
import { createLoader, parseAsInteger, parseAsString, type SearchParams } from 'nuqs/server';
import { LIST_PAGE_SIZE } from './list-page-size';

/** A list's order: the column's sort key, descending or not (`-name` in the URL and the API's order_by). */
export type Sort = { by: string; desc: boolean };

/** A list screen's shape in the URL: its filters, its page size and the sort it opens with. */
export type ListSpec<F extends string = never> = { filters?: readonly F[]; pageSize?: number; defaultSort?: string };

/** The values the URL holds: the search, the page, the sort and each filter ('' when absent). */
export type ListValues<F extends string = never> = { q: string; page: number; sort: string } & Record<F, string>;

/** The list call's parameters: page, size, order and the filters that are set. */
export type ListQuery<F extends string = never> = {
  page: number;
  page_size: number;
  order_by?: string;
  search?: string;
} & Partial<Record<F, string>>;

/** The list call's parameters from the URL's values. */
export function listQueryOf<F extends string>(values: ListValues<F>, spec: ListSpec<F>): ListQuery<F> {
  const { filters = [], pageSize = LIST_PAGE_SIZE } = spec;
  return {
    page: values.page,
    page_size: pageSize,
    order_by: values.sort || undefined,
    search: values.q || undefined,
    ...Object.fromEntries(filters.filter((f) => values[f]).map((f) => [f, values[f]])),
  } as ListQuery<F>;
}

/**
 * On the server: the URL's values as nuqs reads them in the browser (the same parsers: text, and a whole page
 * number falling back to 1), for a page rendering the list its screen will ask for.
 */
export function listValuesFromUrl<F extends string>(searchParams: SearchParams, spec: ListSpec<F>): ListValues<F> {
  const { filters = [], defaultSort = '' } = spec;
  const load = createLoader({
    q: parseAsString.withDefault(''),
    page: parseAsInteger.withDefault(1),
    sort: parseAsString.withDefault(defaultSort),
    ...Object.fromEntries(filters.map((f) => [f, parseAsString.withDefault('')])),
  });
  return load(searchParams) as unknown as ListValues<F>;
}

/** On the server: the list call a screen will make for the page's address. */
export const listQueryFromUrl = <F extends string>(searchParams: SearchParams, spec: ListSpec<F>): ListQuery<F> =>
  listQueryOf(listValuesFromUrl(searchParams, spec), spec);

export type { SearchParams };
