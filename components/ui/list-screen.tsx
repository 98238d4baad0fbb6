'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { DataTable, type Column } from './data-table';
import type { ListState } from '@/lib/api/use-list-state';
import { useErrorText } from '@/lib/api/use-error-text';

/** A dismissible error line above a list (an export or an action that failed). */
export function ListAlert({ text, onClose }: { text: string | null | undefined; onClose?: () => void }) {
  const tc = useTranslations('common');
  if (!text) return null;
  return (
    <div className={`alert alert-danger${onClose ? ' alert-dismissible' : ''}`} role="alert">
      {text}
      {onClose && <button type="button" className="btn-close" aria-label={tc('close')} onClick={onClose} />}
    </div>
  );
}

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
  alerts,
  state,
  columns,
  rows,
  rowKey,
  total,
  loading,
  error,
  selectable = false,
  caption,
  testId,
  children,
}: {
  /** Without a title the list has no heading of its own (it sits under the page's, e.g. in a tab). */
  title?: string;
  group?: string;
  icon?: string;
  notice?: ReactNode;
  search?: { id: string; label: string; placeholder?: string };
  filters?: ReactNode;
  toolbar?: ReactNode;
  alerts?: ReactNode;
  state: ListState<F>;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  total: number;
  loading?: boolean;
  error?: unknown;
  selectable?: boolean;
  caption: string;
  testId?: string;
  children?: ReactNode;
}) {
  const errorText = useErrorText();
  const body = (
    <>
      {notice}
      {(search || filters) && (
        <form role="search" onSubmit={(e) => e.preventDefault()} className="mb-3">
          <div className="row g-2 align-items-end">
            {search && (
              <div className="col-12 col-md-4">
                <label htmlFor={search.id} className="form-label small mb-1">
                  {search.label}
                </label>
                <input
                  id={search.id}
                  type="search"
                  className="form-control"
                  placeholder={search.placeholder}
                  value={state.searchText}
                  onChange={(e) => state.setSearchText(e.target.value)}
                />
              </div>
            )}
            {filters}
          </div>
        </form>
      )}
      {toolbar && <div className="d-flex flex-wrap justify-content-end gap-2 mb-2">{toolbar}</div>}
      {alerts}
      {!!error && <ListAlert text={errorText(error)} />}
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
      {children}
    </>
  );
  if (title === undefined) return body;
  return (
    <section aria-labelledby="page-title">
      {group && <p className="text-body-secondary small mb-1">{group}</p>}
      <h1 id="page-title" className="h3 d-flex align-items-center gap-2 mb-3">
        {icon && <i className={`bi ${icon}`} aria-hidden="true" />}
        {title}
      </h1>
      {body}
    </section>
  );
}
