'use client';
import type { ReactNode } from 'react';
import { Choices } from './choices';

/** A filter's grid cell in a list's filter row, when `col` is given (e.g. `col-6 col-md-3`). */
export function FilterCol({ col, children }: { col?: string; children: ReactNode }) {
  return col ? <div className={col}>{children}</div> : <>{children}</>;
}

/** A filter's cell: its small label, then the control (`id` is the control's). */
export function FilterField({
  id,
  label,
  col,
  children,
}: {
  id: string;
  label: string;
  col?: string;
  children: ReactNode;
}) {
  return (
    <FilterCol col={col}>
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      {children}
    </FilterCol>
  );
}

/**
 * A list filter: a small label, a select whose first option means "no filter", then the choices. Plain elements
 * with Bootstrap's classes, so that a list's first load does not need react-bootstrap's Form.
 */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  onChange,
  allLabel,
  options,
  col,
}: {
  id: string;
  label: string;
  value: T | '';
  onChange: (value: T | '') => void;
  allLabel: string;
  options: readonly { value: T; label: string }[];
  /** The grid cell's classes in a filter row. */
  col?: string;
}) {
  return (
    <FilterField id={id} label={label} col={col}>
      <select id={id} className="form-select" value={value} onChange={(e) => onChange(e.target.value as T | '')}>
        <Choices empty={allLabel} options={options.map((o) => [o.value, o.label])} />
      </select>
    </FilterField>
  );
}

/**
 * A list's status filter, worded by the list's own messages: `columns.status`, `allStatuses` and `statuses.<value>`.
 */
export function StatusFilter({
  t,
  values,
  ...props
}: {
  t: (key: string) => string;
  values: readonly string[];
  id: string;
  value: string;
  onChange: (value: string) => void;
  col?: string;
}) {
  return (
    <FilterSelect
      label={t('columns.status')}
      allLabel={t('allStatuses')}
      options={values.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
      {...props}
    />
  );
}

/** A search box with its small label, in a list's filter row (`col`) or above a list of its own. */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
  col,
}: {
  id: string;
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  col?: string;
}) {
  return (
    <FilterField id={id} label={label} col={col}>
      <input
        id={id}
        type="search"
        className="form-control"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FilterField>
  );
}
