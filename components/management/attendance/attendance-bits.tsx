'use client';
import { useTranslations } from 'next-intl';
import { Badge, Spinner } from 'react-bootstrap';
import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@/lib/attendance-values';
import type { AttendanceDay, AttendanceDayRow } from '@/lib/api/attendance';

/** The roll call's heading, the same on the desk and the phone layout. */
export const ATTENDANCE_HEADING = { icon: 'bi-clipboard-check', route: '/management/attendance', testId: 'attendance' };

/**
 * Arrival and pick-up: the row's time, late flag, who brought or took the child and which teacher stamped it; the
 * words of each (`at` on a card, `who`, `by`) and of the quick button (`action`); the time's and the button's test
 * ids, the button's colour and the icon.
 */
export const TIME_LOOK = {
  arrival: {
    time: 'check_in_time',
    late: 'late_arrival',
    who: 'brought_by',
    by: 'check_in_by_name',
    words: { at: 'arrivedAt', who: 'broughtByName', by: 'checkedInBy', action: 'checkIn' },
    timeId: 'attendance-check-in',
    actionId: 'attendance-check-in-now',
    variant: 'outline-success',
    icon: 'bi-box-arrow-in-right',
  },
  pickup: {
    time: 'check_out_time',
    late: 'late_pickup',
    who: 'picked_up_by_name',
    by: 'check_out_by_name',
    words: { at: 'leftAt', who: 'pickedUpByName', by: 'checkedOutBy', action: 'checkOut' },
    timeId: 'attendance-check-out',
    actionId: 'attendance-check-out-now',
    variant: 'outline-primary',
    icon: 'bi-box-arrow-right',
  },
} as const;

export type TimeKind = keyof typeof TIME_LOOK;

export const STATUS_VARIANT: Record<AttendanceStatus, 'success' | 'warning' | 'danger'> = {
  present: 'success',
  excused: 'warning',
  unexcused: 'danger',
};
export const STATUS_ICON: Record<AttendanceStatus, string> = {
  present: 'bi-check-circle',
  excused: 'bi-envelope-paper',
  unexcused: 'bi-x-circle',
};

/** The mark of a child as a badge (yellow keeps dark text). */
export function StatusBadge({ status, className }: { status: AttendanceStatus | null; className?: string }) {
  const t = useTranslations('attendance');
  if (!status)
    return (
      <Badge bg="light" text="dark" className={`border ${className ?? ''}`} data-status="none">
        {t('statuses.none')}
      </Badge>
    );
  return (
    <Badge
      bg={STATUS_VARIANT[status]}
      text={status === 'excused' ? 'dark' : undefined}
      className={className}
      data-status={status}
    >
      <i className={`bi ${STATUS_ICON[status]} me-1`} aria-hidden="true" />
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/**
 * Present / excused / unexcused as three toggle buttons; a press saves at once (arrow keys do not). Plain buttons
 * with Bootstrap's classes, worded by the caller's `t`: a class's table draws 35 of these on the server with every
 * page, so each is a few elements and no component of its own (issue 41).
 */
export function StatusToggle({
  row,
  busy,
  onChange,
  t,
}: {
  row: AttendanceDayRow;
  busy: boolean;
  onChange: (status: AttendanceStatus) => void;
  t: AttendanceWords;
}) {
  return (
    <div
      className="btn-group flex-nowrap"
      role="group"
      aria-label={t('statusOf', { name: row.full_name })}
      aria-busy={busy}
      data-testid="attendance-status"
    >
      {ATTENDANCE_STATUSES.map((s) => {
        const on = row.status === s;
        return (
          <button
            key={s}
            type="button"
            className={`btn btn-sm btn-${on ? STATUS_VARIANT[s] : 'outline-secondary'} text-nowrap`}
            aria-pressed={on}
            disabled={busy}
            onClick={() => !on && onChange(s)}
            data-value={s}
          >
            <i className={`bi ${STATUS_ICON[s]} me-1`} aria-hidden="true" />
            {t(`short.${s}`)}
          </button>
        );
      })}
      {busy && <Spinner size="sm" className="ms-2 align-self-center" role="status" aria-label={t('saving')} />}
    </div>
  );
}

/** The roll call's translator, handed down to its rows (one per table, not one per row and cell). */
export type AttendanceWords = ReturnType<typeof useTranslations<'attendance'>>;

/** The flags of a row's times. */
export function LateBadge({ kind }: { kind: 'arrival' | 'pickup' }) {
  const t = useTranslations('attendance');
  return (
    <Badge bg="warning" text="dark" className="ms-1" data-testid={`late-${kind}`}>
      <i className="bi bi-alarm me-1" aria-hidden="true" />
      {t(kind === 'arrival' ? 'lateArrival' : 'latePickup')}
    </Badge>
  );
}

/** The day in numbers: present / expected first, then gone home, absences and children not marked yet. */
export function DayCounters({ totals }: { totals: AttendanceDay['totals'] }) {
  const t = useTranslations('attendance');
  const items = [
    { key: 'checkedOut', value: totals.checked_out, tone: 'secondary' },
    { key: 'excused', value: totals.excused, tone: 'warning' },
    { key: 'unexcused', value: totals.unexcused, tone: 'danger' },
    { key: 'unmarked', value: totals.unmarked, tone: 'secondary' },
  ] as const;
  return (
    <dl className="d-flex flex-wrap gap-2 mb-0" data-testid="attendance-counters">
      <div className="border rounded px-3 py-2 bg-success-subtle border-success-subtle">
        <dt className="small fw-normal text-body-secondary">{t('counters.present')}</dt>
        <dd className="fs-4 fw-semibold mb-0" data-testid="attendance-present">
          {totals.present} / {totals.expected}
        </dd>
      </div>
      {items.map((i) => (
        <div key={i.key} className={`border rounded px-3 py-2 border-${i.tone}-subtle`}>
          <dt className="small fw-normal text-body-secondary">{t(`counters.${i.key}`)}</dt>
          <dd className="fs-4 fw-semibold mb-0" data-testid={`attendance-${i.key}`}>
            {i.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export type { LayoutView as AttendanceView } from '@/components/ui/page-heading';
