'use client';
import { useState } from 'react';
import { dayText, parseDay } from '@/lib/day';
import { FilterField } from './filter-select';

/**
 * A list filter on a day, typed as dd/MM/yyyy. `value` is the filter's yyyy-MM-dd (from the URL, '' for none); the
 * list is told only about real days: a half-typed date shows invalid and filters nothing. Plain elements with
 * Bootstrap's classes, like FilterSelect.
 */
export function DayFilter({
  id,
  label,
  value,
  onChange,
  col,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (iso: string) => void;
  /** The grid cell's classes in a filter row. */
  col?: string;
}) {
  const [text, setText] = useState(() => dayText(value));
  // Back/forward (or a link) changed the day: the box follows, unless it already reads that day.
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    if ((parseDay(text) ?? '') !== value) setText(dayText(value));
  }
  const invalid = !!text.trim() && !parseDay(text);
  return (
    <FilterField id={id} label={label} col={col}>
      <input
        id={id}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        placeholder="dd/MM/yyyy"
        inputMode="numeric"
        maxLength={10}
        value={text}
        aria-invalid={invalid || undefined}
        onChange={(e) => {
          setText(e.target.value);
          const iso = parseDay(e.target.value) ?? '';
          if (iso !== value) onChange(iso);
        }}
      />
    </FilterField>
  );
}

/** A list's "from" and "to" day filters, side by side; ids are `${id}-from-filter` and `${id}-to-filter`. */
export function DayRangeFilter({
  id,
  labels,
  values,
  onChange,
  col,
}: {
  id: string;
  labels: { from: string; to: string };
  values: { from: string; to: string };
  onChange: (key: 'from' | 'to', iso: string) => void;
  col: string;
}) {
  return (['from', 'to'] as const).map((key) => (
    <DayFilter
      key={key}
      id={`${id}-${key}-filter`}
      label={labels[key]}
      value={values[key]}
      onChange={(iso) => onChange(key, iso)}
      col={col}
    />
  ));
}
