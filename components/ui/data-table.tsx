'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useQuickTranslations } from '@/lib/i18n/quick-translations';
import { Spinner, Table } from 'react-bootstrap';
import { useDelayedFlag } from '@/lib/api/use-delayed-flag';
import type { Sort } from '@/lib/list-query';

export type Column<T> = {
  key: string;
  header: ReactNode;
  /** Text used in sort labels for screen readers. */
  label?: string;
  render: (row: T) => ReactNode;
  sortable?: boolean;
  className?: string;
  /** Shown as the row's title on a phone card (one column per list: the person or the thing). */
  primary?: boolean;
};


/** A column the list can be sorted by (its `order_by` key), headed and named by `label`. */
export const sortBy = (key: string, label: string) => ({ key, header: label, label, sortable: true });

/**
 * The one list table: server-side paging and sorting, optional row selection that survives paging (the caller
 * keeps the Set of ids), a delayed spinner, and an empty state. Scrolls sideways on phones. The check boxes are
 * plain inputs with Bootstrap's class: react-bootstrap's Form would add about 3 kB to every list's first load.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  total,
  page,
  pageSize,
  onPage,
  sort,
  onSort,
  loading,
  selected,
  onSelect,
  caption,
  testId,
}: {
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  sort?: Sort | null;
  onSort?: (sort: Sort) => void;
  loading?: boolean;
  selected?: Set<string>;
  onSelect?: (next: Set<string>) => void;
  caption: string;
  testId?: string;
}) {
  // Each row's checkbox is labelled with its number: filled in without compiling the message once a row.
  const t = useQuickTranslations('table');
  const spinner = useDelayedFlag(!!loading);
  const keys = rows.map(rowKey);
  const allOnPage = keys.length > 0 && keys.every((k) => selected?.has(k));
  const toggle = (ids: string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids)
      if (on) next.add(id);
      else next.delete(id);
    onSelect?.(next);
  };

  return (
    <div className="data-table" data-testid={testId}>
      {/* A scroll box is a keyboard stop with a name (axe: scrollable-region-focusable). */}
      <div
        className="table-responsive border rounded position-relative"
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        {spinner && (
          <div className="position-absolute top-50 start-50 translate-middle" role="status">
            <Spinner aria-hidden="true" />
          </div>
        )}
        {/* On a phone (below 576 px) each row is a card: label and value one under the other (styles/app.css). */}
        <Table hover className="mb-0 align-middle table-cards" aria-busy={!!loading}>
          <caption className="visually-hidden">{caption}</caption>
          <thead className="table-light">
            <tr>
              {onSelect && (
                <th scope="col" className="text-center" style={{ width: 44 }}>
                  <input
                    type="checkbox"
                    className="form-check-input"
                    aria-label={t('selectAll')}
                    checked={allOnPage}
                    onChange={(e) => toggle(keys, e.target.checked)}
                  />
                </th>
              )}
              {columns.map((c) => {
                const active = sort?.by === c.key;
                return (
                  <th
                    key={c.key}
                    scope="col"
                    className={c.className}
                    aria-sort={active ? (sort!.desc ? 'descending' : 'ascending') : undefined}
                  >
                    {c.sortable && onSort ? (
                      <button
                        type="button"
                        className="btn btn-link p-0 text-reset fw-semibold text-decoration-none text-nowrap"
                        onClick={() => onSort({ by: c.key, desc: active ? !sort!.desc : false })}
                        aria-label={t(active && !sort!.desc ? 'sortDesc' : 'sortAsc', { column: c.label ?? c.key })}
                      >
                        {c.header}{' '}
                        <i
                          className={`bi ${active ? (sort!.desc ? 'bi-sort-down' : 'bi-sort-up') : 'bi-arrow-down-up opacity-50'}`}
                          aria-hidden="true"
                        />
                      </button>
                    ) : (
                      c.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && !loading && (
              <tr>
                <td colSpan={columns.length + (onSelect ? 1 : 0)} className="text-center text-body-secondary py-4">
                  {t('empty')}
                </td>
              </tr>
            )}
            {rows.map((row, i) => {
              const key = rowKey(row);
              return (
                <tr key={key} data-row-id={key}>
                  {onSelect && (
                    <td className="text-center card-select">
                      <input
                        type="checkbox"
                        className="form-check-input"
                        aria-label={t('selectRow', { n: (page - 1) * pageSize + i + 1 })}
                        checked={!!selected?.has(key)}
                        onChange={(e) => toggle([key], e.target.checked)}
                      />
                    </td>
                  )}
                  {columns.map((c) => (
                    <td
                      key={c.key}
                      className={`${c.className ?? ''}${c.primary ? ' card-primary' : ''}`.trim() || undefined}
                      data-label={
                        c.primary ? undefined : (c.label ?? (typeof c.header === 'string' ? c.header : undefined))
                      }
                    >
                      {c.render(row)}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </Table>
      </div>
      <Pager total={total} page={page} pageSize={pageSize} onPage={onPage} selected={selected?.size} />
    </div>
  );
}

/** The line under a list: how many rows, how many selected, and the previous / next page buttons. */
export function Pager({
  total,
  page,
  pageSize,
  onPage,
  selected = 0,
}: {
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  selected?: number;
}) {
  const t = useTranslations('table');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav
      className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-2"
      aria-label={t('pagination')}
    >
      <span className="small text-body-secondary">
        {t('total', { total })}
        {selected > 0 && <> · {t('selected', { count: selected })}</>}
      </span>
      <div className="btn-group" role="group">
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          aria-label={t('previous')}
        >
          <i className="bi bi-chevron-left" aria-hidden="true" />
        </button>
        <span className="btn btn-outline-secondary btn-sm pe-none" aria-current="page">
          {page} / {pages}
        </span>
        <button
          type="button"
          className="btn btn-outline-secondary btn-sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
          aria-label={t('next')}
        >
          <i className="bi bi-chevron-right" aria-hidden="true" />
        </button>
      </div>
    </nav>
  );
}
