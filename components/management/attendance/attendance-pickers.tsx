'use client';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Form, InputGroup } from 'react-bootstrap';
import type { ClassRow } from '@/lib/api/class';
import { addDays, dayText, monthLabel, parseDay } from '@/lib/school-time';

/** MM/yyyy (or yyyy-MM) → yyyy-MM, or null. */
export function parseMonthText(text: string): string | null {
  const value = text.trim();
  const my = /^(\d{1,2})\/(\d{4})$/.exec(value);
  const ym = /^(\d{4})-(\d{2})$/.exec(value);
  const [y, m] = my ? [+my[2], +my[1]] : ym ? [+ym[1], +ym[2]] : [0, 0];
  if (y < 2000 || y > 2200 || m < 1 || m > 12) return null;
  return `${y}-${String(m).padStart(2, '0')}`;
}

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1 + n, 1));
  return date.toISOString().slice(0, 7);
}

/** The class select: the current school year's classes first, each year as a group. */
export function ClassPicker({
  id,
  classes,
  currentYear,
  value,
  onChange,
  hideLabel,
  size,
}: {
  id: string;
  classes: ClassRow[];
  currentYear?: string;
  value: string;
  onChange: (id: string) => void;
  hideLabel?: boolean;
  size?: 'lg';
}) {
  const t = useTranslations('attendance');
  const groups = new Map<string, { name: string; classes: ClassRow[] }>();
  for (const c of classes) {
    const group = groups.get(c.school_year_id) ?? { name: c.school_year_name, classes: [] };
    group.classes.push(c);
    groups.set(c.school_year_id, group);
  }
  return (
    <>
      <Form.Label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'small mb-1'}>
        {t('class')}
      </Form.Label>
      <Form.Select
        id={id}
        size={size}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        disabled={!classes.length}
        data-testid="attendance-class"
      >
        {!classes.length && <option value="">{t('noClass')}</option>}
        {[...groups.entries()].map(([yearId, group]) => (
          <optgroup key={yearId} label={yearId === currentYear ? t('currentYear', { name: group.name }) : group.name}>
            {group.classes.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </optgroup>
        ))}
      </Form.Select>
    </>
  );
}

/**
 * A typed period (a day or a month) with the one before and after: checks what was typed on Enter or on leaving
 * the field (no such period, or after `max`, shows the error) and moves by the arrows.
 */
function usePeriodField(
  value: string,
  max: string,
  onChange: (period: string) => void,
  parse: (text: string) => string | null,
  errors: { invalid: string; future: string },
) {
  const [error, setError] = useState<string | null>(null);
  const commit = (text: string) => {
    const period = parse(text);
    if (!period) return setError(errors.invalid);
    if (period > max) return setError(errors.future);
    setError(null);
    if (period !== value) onChange(period);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commit(e.currentTarget.value);
    }
  };
  const go = (period: string) => {
    setError(null);
    onChange(period);
  };
  return { error, commit, onKeyDown, go };
}

type PickerProps = {
  id: string;
  value: string;
  max: string;
  onChange: (period: string) => void;
  hideLabel?: boolean;
  size?: 'lg';
};

/** What tells a day picker from a month picker: how a period is written, read and stepped, and its words. */
const PERIODS = {
  day: {
    text: dayText,
    parse: parseDay,
    step: addDays,
    placeholder: 'dd/MM/yyyy',
    minWidth: '7.5rem',
    words: { label: 'day', previous: 'previousDay', next: 'nextDay', invalid: 'invalidDay', future: 'futureDay' },
  },
  month: {
    text: monthLabel,
    parse: parseMonthText,
    step: addMonths,
    placeholder: 'MM/yyyy',
    minWidth: '6rem',
    words: {
      label: 'month',
      previous: 'previousMonth',
      next: 'nextMonth',
      invalid: 'invalidMonth',
      future: 'futureMonth',
    },
  },
} as const;

/** A day as dd/MM/yyyy with the day before and after, and a calendar; never after `max` (today). */
export function DayPicker(props: PickerProps) {
  return <PeriodPicker kind="day" {...props} />;
}

/** A month as MM/yyyy with the month before and after; never after `max`. */
export function MonthPicker(props: Omit<PickerProps, 'hideLabel' | 'size'>) {
  return <PeriodPicker kind="month" {...props} />;
}

function PeriodPicker({ kind, id, value, max, onChange, hideLabel, size }: PickerProps & { kind: 'day' | 'month' }) {
  const t = useTranslations('attendance');
  const period = PERIODS[kind];
  const words = period.words;
  const calendar = useRef<HTMLInputElement>(null);
  const { error, commit, onKeyDown, go } = usePeriodField(value, max, onChange, period.parse, {
    invalid: t(words.invalid),
    future: t(words.future),
  });
  const field = (
    <>
      <Form.Label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'small mb-1'}>
        {t(words.label)}
      </Form.Label>
      <InputGroup size={size} hasValidation className="flex-nowrap">
        <Button variant="outline-secondary" onClick={() => go(period.step(value, -1))} aria-label={t(words.previous)}>
          <i className="bi bi-chevron-left" aria-hidden="true" />
        </Button>
        <Form.Control
          key={value}
          id={id}
          defaultValue={period.text(value)}
          inputMode="numeric"
          placeholder={period.placeholder}
          aria-describedby={error ? `${id}-error` : undefined}
          isInvalid={!!error}
          onBlur={(e) => commit(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          className="text-center"
          style={{ minWidth: period.minWidth }}
          data-testid={`attendance-${kind}`}
        />
        {kind === 'day' && (
          <Button
            variant="outline-secondary"
            onClick={() => calendar.current?.showPicker?.()}
            aria-label={t('openCalendar')}
          >
            <i className="bi bi-calendar3" aria-hidden="true" />
          </Button>
        )}
        <Button
          variant="outline-secondary"
          onClick={() => go(period.step(value, 1))}
          disabled={value >= max}
          aria-label={t(words.next)}
        >
          <i className="bi bi-chevron-right" aria-hidden="true" />
        </Button>
        {error && (
          <Form.Control.Feedback type="invalid" id={`${id}-error`}>
            {error}
          </Form.Control.Feedback>
        )}
      </InputGroup>
    </>
  );
  if (kind === 'month') return field;
  return (
    <div className="position-relative">
      {field}
      {/* The browser's own calendar, opened by the button above; the typed field is the keyboard way in. */}
      <input
        ref={calendar}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        aria-label={t('openCalendar')}
        max={max}
        value={value}
        onChange={(e) => e.target.value && e.target.value <= max && go(e.target.value)}
        className="position-absolute bottom-0 end-0 opacity-0 border-0 p-0"
        style={{ width: 1, height: 1, pointerEvents: 'none' }}
      />
    </div>
  );
}
