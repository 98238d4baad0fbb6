'use client';
import { useSyncExternalStore } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { parseAsString, useQueryState } from 'nuqs';
import { ListAlert } from '@/components/ui/list-screen';
import { useEvents, type EventListParams, type EventRow } from '@/lib/api/calendar-event';
import { useErrorText } from '@/lib/api/use-error-text';
import { addDays, isoWeekday, schoolDayOf, schoolTimeOf, schoolToday } from '@/lib/school-time';
import styles from './event.module.css';

const PHONE = '(max-width: 575.98px)';

/** Below 576 px the calendar shows a week; the server and the first render draw the month. */
function usePhone() {
  return useSyncExternalStore(
    (on) => {
      const q = window.matchMedia(PHONE);
      q.addEventListener('change', on);
      return () => q.removeEventListener('change', on);
    },
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

const monthOf = (day: string) => day.slice(0, 7);
const mondayOf = (day: string) => addDays(day, 1 - isoWeekday(day));
/** The month after/before `day`'s, on its first day. */
const shiftMonth = (day: string, n: number) => {
  const [y, m] = monthOf(day).split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 10);
};
const lastOfMonth = (day: string) => addDays(shiftMonth(day, 1), -1);

/** The days from `from` to `to`, both included. */
function daysBetween(from: string, to: string) {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/**
 * The school's events as a month (a week on a phone, < 576 px) beside the list: each day with its events (opened with
 * `onOpen`: the event's record, its replies and edit), the school's days off (the weekdays it does not open,
 * `workDays` of its attendance settings: the school keeps no list of holidays), today marked; previous / next and
 * today move the month (the week). The day on screen is the address's `day`, so a reload or a shared link keeps it.
 */
export function EventCalendar({
  workDays,
  classId,
  onOpen,
}: {
  workDays: number[];
  classId?: string;
  onOpen: (id: string) => void;
}) {
  const t = useTranslations('calendarEvent.calendar');
  const locale = useLocale();
  const errorText = useErrorText();
  const phone = usePhone();
  const today = schoolToday();
  const [dayParam, setDay] = useQueryState('day', parseAsString.withOptions({ history: 'push', scroll: false }));
  const anchor = dayParam && /^\d{4}-\d{2}-\d{2}$/.test(dayParam) ? dayParam : today;
  const first = phone ? mondayOf(anchor) : `${monthOf(anchor)}-01`;
  const last = phone ? addDays(first, 6) : lastOfMonth(anchor);
  const gridFrom = mondayOf(first);
  const gridTo = addDays(mondayOf(last), 6);
  const days = daysBetween(gridFrom, gridTo);

  const params = {
    page: 1,
    page_size: 100,
    order_by: 'starts_at',
    from: gridFrom,
    to: gridTo,
    ...(classId ? { class_id: classId } : {}),
  } as EventListParams;
  const list = useEvents(params);
  const byDay = new Map<string, EventRow[]>();
  for (const e of list.data?.data ?? []) {
    const from = schoolDayOf(e.starts_at) < gridFrom ? gridFrom : schoolDayOf(e.starts_at);
    const to = schoolDayOf(e.ends_at) > gridTo ? gridTo : schoolDayOf(e.ends_at);
    for (const d of daysBetween(from, to)) byDay.set(d, [...(byDay.get(d) ?? []), e]);
  }

  const utc = (day: string) => new Date(`${day}T00:00:00Z`);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: phone ? 'long' : 'short', timeZone: 'UTC' });
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
  const heading = phone
    ? t('week', { from: dayMonth(first), to: `${dayMonth(last)}/${last.slice(0, 4)}` })
    : t('month', { month: first.slice(5, 7), year: first.slice(0, 4), name: monthName.format(utc(first)) });
  const move = (n: number) => setDay(phone ? addDays(anchor, 7 * n) : shiftMonth(anchor, n));
  const dayOff = (day: string) => !workDays.includes(isoWeekday(day));

  const chip = (e: EventRow, day: string) => (
    <li key={e.id}>
      <button
        type="button"
        className={`btn btn-sm text-start ${styles.chip} ${
          e.status === 'cancelled' ? 'btn-outline-secondary text-decoration-line-through' : e.status === 'draft' ? 'btn-outline-primary' : 'btn-primary'
        }`}
        onClick={() => onOpen(e.id)}
        title={e.title}
        data-testid="calendar-event"
        aria-label={t('openEvent', { title: e.title, day: dayMonth(day) })}
      >
        {schoolDayOf(e.starts_at) === day && <span className="me-1">{schoolTimeOf(e.starts_at)}</span>}
        <span className="fw-semibold">{e.title}</span>
      </button>
    </li>
  );

  return (
    <section aria-labelledby="calendar-title" data-testid="event-calendar">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <div className="btn-group" role="group" aria-label={t('navigation')}>
          <button type="button" className={`btn btn-outline-secondary ${styles.tap}`} onClick={() => move(-1)} aria-label={phone ? t('prevWeek') : t('prevMonth')} data-testid="calendar-prev">
            <i className="bi bi-chevron-left" aria-hidden="true" />
          </button>
          <button type="button" className={`btn btn-outline-secondary ${styles.tap}`} onClick={() => setDay(null)} data-testid="calendar-today">
            {t('today')}
          </button>
          <button type="button" className={`btn btn-outline-secondary ${styles.tap}`} onClick={() => move(1)} aria-label={phone ? t('nextWeek') : t('nextMonth')} data-testid="calendar-next">
            <i className="bi bi-chevron-right" aria-hidden="true" />
          </button>
        </div>
        <h2 id="calendar-title" className="h5 mb-0" aria-live="polite" data-testid="calendar-title">
          {heading}
        </h2>
        <span className="ms-auto small text-body-secondary d-flex align-items-center gap-1">
          <span className={`d-inline-block border ${styles.offSwatch}`} aria-hidden="true" />
          {t('dayOffLegend')}
        </span>
      </div>
      {!!list.error && <ListAlert text={errorText(list.error)} />}
      {phone ? (
        <ol className="list-unstyled mb-0" aria-busy={list.isFetching} data-testid="calendar-week">
          {days.map((day) => {
            const events = byDay.get(day) ?? [];
            return (
              <li
                key={day}
                className={`border rounded p-2 mb-2 ${dayOff(day) ? styles.off : ''} ${day === today ? 'border-primary border-2' : ''}`}
                aria-current={day === today ? 'date' : undefined}
                data-testid="calendar-day"
                data-day={day}
              >
                <div className="d-flex justify-content-between align-items-baseline mb-1">
                  <span className="fw-semibold text-capitalize">
                    {weekday.format(utc(day))} {dayMonth(day)}
                  </span>
                  {dayOff(day) && <span className="small">{t('dayOff')}</span>}
                </div>
                {events.length ? (
                  <ul className={`list-unstyled mb-0 ${styles.chips}`}>{events.map((e) => chip(e, day))}</ul>
                ) : (
                  <p className="small mb-0">{t('noEvents')}</p>
                )}
              </li>
            );
          })}
        </ol>
      ) : (
        <div className={styles.month} role="grid" aria-labelledby="calendar-title" aria-busy={list.isFetching} data-testid="calendar-month">
          <div role="row" className={styles.week}>
            {days.slice(0, 7).map((day) => (
              <div role="columnheader" key={day} className="small fw-semibold text-center text-body-secondary py-1 text-capitalize">
                {weekday.format(utc(day))}
              </div>
            ))}
          </div>
          {Array.from({ length: days.length / 7 }, (_, w) => (
            <div role="row" className={styles.week} key={w}>
              {days.slice(w * 7, w * 7 + 7).map((day) => {
                const events = byDay.get(day) ?? [];
                const outside = monthOf(day) !== monthOf(first);
                return (
                  <div
                    role="gridcell"
                    key={day}
                    className={`border p-1 ${styles.cell} ${dayOff(day) ? styles.off : ''} ${day === today ? 'border-primary border-2' : ''}`}
                    aria-current={day === today ? 'date' : undefined}
                    aria-label={`${dayMonth(day)}${dayOff(day) ? ` · ${t('dayOff')}` : ''}`}
                    data-testid="calendar-day"
                    data-day={day}
                  >
                    <div className="d-flex justify-content-between small">
                      <span className={day === today ? 'badge text-bg-primary' : outside ? '' : 'fw-semibold'}>
                        {outside ? dayMonth(day) : Number(day.slice(8))}
                      </span>
                      {dayOff(day) && <span>{t('dayOff')}</span>}
                    </div>
                    {events.length > 0 && <ul className={`list-unstyled mb-0 mt-1 ${styles.chips}`}>{events.map((e) => chip(e, day))}</ul>}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
