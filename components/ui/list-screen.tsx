'use client';
import type { ReactNode } from 'react';
import { DataTable, Pager, type Column } from './data-table';
import { PageHeading } from './page-heading';
import { ListAlert } from './list-parts';
import { SearchField } from './filter-select';
import type { ListState } from '@/lib/api/use-list-state';
import { useErrorText } from '@/lib/api/use-error-text';

export { ExportButton, ListAlert, ListButton, ListNote, searchBox, WaitingToggle } from './list-parts';

/**
 * The one list screen: heading, an optional note, the search box and filters, the toolbar, the list's error,
 * the DataTable with server paging, sorting and selection across pages, and the screen's dialogs (children).
 * A screen brings its columns, filters, actions and dialogs; its state comes from useListState (kept in the URL).
 * Plain elements with Bootstrap's classes: react-bootstrap's Form, Row, Col and Alert would add to the first load.
 */
export function ListScreen<T, F extends string = never>({
  title,
  group,
  icon,
  notice,
  search,
  filters,
  toolbar,
  start,
  alerts,
  state,
  columns,
  list,
  rowKey = (row) => String((row as { id: string | number }).id),
  loading: alsoLoading = false,
  selectable = false,
  caption,
  testId,
  cards,
  children,
}: {
  /** Without a title the list has no heading of its own (it sits under the page's, e.g. in a tab). */
  title?: string;
  group?: string;
  icon?: string;
  notice?: ReactNode;
  /** The search box; `col` its grid classes where the filters need another width than a third. */
  search?: { id: string; label: string; placeholder?: string; col?: string };
  filters?: ReactNode;
  toolbar?: ReactNode;
  /** The toolbar's left end, e.g. a toggle showing what is waiting (the buttons stay right). */
  start?: ReactNode;
  alerts?: ReactNode;
  state: ListState<F>;
  columns: Column<T>[];
  /** The list's query: its page of rows with the total, whether it is fetching, its error. */
  list: { data?: { data: T[]; total: number }; isFetching: boolean; error: unknown };
  /** A row's key; by default its `id`. */
  rowKey?: (row: T) => string;
  /** Shown as loading while something else the list needs is on its way too. */
  loading?: boolean;
  selectable?: boolean;
  caption: string;
  testId?: string;
  /**
   * The list's own cards, for a list whose phone view is not the table's: shown below 768 px instead of the table,
   * or `always` (a phone layout of its own). `testId` names the card list.
   */
  cards?: { render: (row: T) => ReactNode; testId: string; always?: boolean };
  children?: ReactNode;
}) {
  const errorText = useErrorText();
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? 0;
  const loading = list.isFetching || alsoLoading;
  const error = list.error;
  const table = (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      total={total}
      page={state.page}
      pageSize={state.pageSize}
      onPage={state.setPage}
      sort={state.sort}
      onSort={state.setSort}
      loading={loading}
      selected={selectable ? state.selected : undefined}
      onSelect={selectable ? state.setSelected : undefined}
      caption={caption}
      testId={testId}
    />
  );
  const body = (
    <>
      {notice}
      {(search || filters) && (
        <form role="search" onSubmit={(e) => e.preventDefault()} className="mb-3">
          <div className="row g-2 align-items-end list-filters">
            {search && (
              <SearchField
                {...search}
                col={search.col ?? 'col-12 col-md-4'}
                value={state.searchText}
                onChange={state.setSearchText}
              />
            )}
            {filters}
          </div>
        </form>
      )}
      {start ? (
        <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
          {start}
          {toolbar && <div className="d-flex flex-wrap gap-2">{toolbar}</div>}
        </div>
      ) : (
        toolbar && <div className="d-flex flex-wrap justify-content-end gap-2 mb-2">{toolbar}</div>
      )}
      {alerts}
      {!!error && <ListAlert text={errorText(error)} />}
      {cards && (
        <div className={cards.always ? undefined : 'd-md-none'}>
          <ul className="list-unstyled mb-0" data-testid={cards.testId} aria-label={caption} aria-busy={!!loading}>
            {rows.map((row) => (
              <li key={rowKey(row)}>{cards.render(row)}</li>
            ))}
          </ul>
          <Pager total={total} page={state.page} pageSize={state.pageSize} onPage={state.setPage} />
        </div>
      )}
      {cards?.always ? null : cards ? <div className="d-none d-md-block">{table}</div> : table}
      {children}
    </>
  );
  if (title === undefined) return body;
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={title} group={group} icon={icon} />
      {body}
    </section>
  );
}
