'use client';
import { useTranslations } from 'next-intl';
import { useQuickTranslations } from '@/lib/i18n/quick-translations';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { MenuButton } from '@/components/ui/menu-button';
import { ViewHeading } from '@/components/ui/page-heading';
import { useErrorText } from '@/lib/api/use-error-text';
import { useDelayedFlag } from '@/lib/api/use-delayed-flag';
import { useHydrated } from '@/lib/api/use-hydrated';
import { ATTENDANCE_STATUSES } from '@/lib/attendance-values';
import { dayText } from '@/lib/school-time';
import type { AttendanceDayRow } from '@/lib/api/attendance';
import {
  ATTENDANCE_HEADING,
  LateBadge,
  STATUS_ICON,
  STATUS_VARIANT,
  StatusBadge,
  TIME_LOOK,
  type TimeKind,
} from './attendance-bits';
import type { AttendancePageProps } from './attendance-rights';
import { ClassPicker, DayPicker } from './attendance-pickers';
import { useAttendanceClass } from './use-attendance-class';
import { RollCallDialogs } from './roll-call-dialogs';
import { useRollCall, type ChildProps } from './use-roll-call';
import { useStickyTop } from './use-sticky-top';
import styles from './attendance.module.css';

/**
 * The cards the server draws with the page: a phone's first screen shows four or five, a tablet's eight. The rest of
 * the class follows as soon as the page is live (its data came with the page): the page is drawn faster and weighs
 * less, and nothing on the first screen moves.
 */
const FIRST_SCREEN_CARDS = 8;

/** /management/attendance/mobile: the day as big cards a teacher works with one thumb. */
export function AttendanceMobile({ title, group, variant, can }: AttendancePageProps) {
  const t = useTranslations('attendance');
  const errorText = useErrorText();
  const pick = useAttendanceClass();
  const classId = pick.classId;
  // Quiet: the card itself shows each tap; toasts would cover the buttons at the bottom of the screen.
  const call = useRollCall(classId, { quiet: true });
  const { today, date, setDate, day, data, actions, markAll, markAllPresent } = call;
  const spinner = useDelayedFlag((day.isFetching && !day.data) || pick.loading);
  const stickyTop = useStickyTop();
  const live = useHydrated();

  return (
    <section aria-labelledby="page-title" data-testid="attendance-mobile" className="mx-auto" style={{ maxWidth: 560 }}>
      <ViewHeading {...ATTENDANCE_HEADING} title={title} group={group} variant={variant} current="mobile" />
      <div
        className={styles.stickyBar}
        style={stickyTop ? { top: stickyTop } : undefined}
        data-testid="attendance-sticky"
      >
        <div className="d-flex gap-2 align-items-center mb-2">
          <div className="flex-grow-1 min-w-0">
            <ClassPicker
              id="attendance-class"
              classes={pick.classes}
              currentYear={pick.currentYear}
              value={classId}
              onChange={pick.setClassId}
              hideLabel
              size="lg"
            />
          </div>
          <div
            className="text-center lh-1 px-2 py-1 rounded bg-success-subtle border border-success-subtle flex-shrink-0"
            style={{ minWidth: '5.5rem' }}
          >
            <span className="d-block fs-4 fw-bold" data-testid="attendance-present">
              {data ? `${data.totals.present} / ${data.totals.expected}` : '– / –'}
            </span>
            <span className="small text-body-secondary">{t('counters.present')}</span>
          </div>
        </div>
        <DayPicker id="attendance-day" value={date} max={today} onChange={setDate} hideLabel size="lg" />
      </div>
      {(day.error || pick.error) && (
        <Alert variant="danger" role="alert">
          {errorText(day.error ?? pick.error)}
        </Alert>
      )}
      {!pick.loading && !pick.classes.length && !pick.error && <Alert variant="info">{t('noClassHint')}</Alert>}
      {can.create && data && data.totals.unmarked > 0 && (
        <div className="d-grid mb-3">
          <Button
            onClick={markAllPresent}
            disabled={markAll.isPending}
            className={styles.tap}
            data-testid="attendance-mark-all"
          >
            {markAll.isPending ? (
              <Spinner size="sm" className="me-2" aria-hidden="true" />
            ) : (
              <i className="bi bi-check2-all me-2" aria-hidden="true" />
            )}
            {t('markAllCount', { count: data.totals.unmarked })}
          </Button>
        </div>
      )}
      {data && !data.is_work_day && (
        <Alert variant="info" className="py-2">
          <i className="bi bi-calendar-x me-2" aria-hidden="true" />
          {t('nonWorkDay', { day: dayText(date) })}
        </Alert>
      )}
      {data && (
        <p className="small text-body-secondary mb-2">
          {t('mobileSummary', {
            checkedOut: data.totals.checked_out,
            excused: data.totals.excused,
            unexcused: data.totals.unexcused,
            unmarked: data.totals.unmarked,
          })}
        </p>
      )}
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="attendance-announce">
        {actions.announcement}
      </div>
      {spinner && (
        <div className="text-center py-4">
          <Spinner role="status" aria-label={t('loading')} />
        </div>
      )}
      {data && data.rows.length === 0 && <p className="text-body-secondary">{t('emptyClass')}</p>}
      {data && (
        <ul className="list-unstyled d-grid gap-2 mb-0" aria-label={t('childrenOf', { class: data.class_name })}>
          {(live ? data.rows : data.rows.slice(0, FIRST_SCREEN_CARDS)).map((row) => (
            <li key={row.student_id}>
              <ChildCard row={row} day={data} can={can} {...call.childActions(row)} />
            </li>
          ))}
        </ul>
      )}
      <RollCallDialogs call={call} chooser="sheet" />
    </section>
  );
}

function ChildCard({ row, day, can, busy, onStatus, onCheckIn, onCheckOut, onEdit }: ChildProps) {
  const t = useQuickTranslations('attendance');
  const present = row.status === 'present';
  const border = row.status ? `border-${STATUS_VARIANT[row.status]}` : '';
  // Today the main tap stamps the time: check in, then check out with who picks the child up.
  const main = !day.is_today
    ? null
    : present && !row.check_out_time && can.update
      ? 'checkOut'
      : !row.check_in_time && !row.check_out_time && can.create
        ? 'checkIn'
        : null;
  const menuStatuses = ATTENDANCE_STATUSES.filter(
    (s) => s !== row.status && (s !== 'present' || !day.is_today || !can.create),
  );
  return (
    <article
      className={`card shadow-sm ${styles.card} ${border}`}
      aria-labelledby={`card-${row.student_id}`}
      data-testid="attendance-card"
      data-code={row.code}
      data-status={row.status ?? 'none'}
      data-has-pickup={row.pickup_people.length > 0 ? 'true' : 'false'}
      aria-busy={busy}
    >
      <div className="card-body p-3">
        <div className="d-flex align-items-start justify-content-between gap-2">
          <div className="min-w-0">
            <h2 className="h5 mb-0 text-break" id={`card-${row.student_id}`}>
              {row.full_name}
            </h2>
            <p className="small text-body-secondary mb-0">
              {row.code}
              {row.nickname && <> · {row.nickname}</>}
            </p>
          </div>
          <StatusBadge status={row.status} className="fs-6 flex-shrink-0" />
        </div>
        {(row.check_in_time || row.check_out_time || row.absence_id || row.note) && (
          <ul className="list-unstyled small mt-2 mb-0">
            <TimeLine kind="arrival" row={row} />
            <TimeLine kind="pickup" row={row} />
            {row.absence_id && (
              <li>
                <i className="bi bi-envelope-check me-1" aria-hidden="true" />
                {t('approvedAbsence')}
                {row.absence_reason && <>: {row.absence_reason}</>}
              </li>
            )}
            {row.note && (
              <li className="text-body-secondary">
                <i className="bi bi-chat-left-text me-1" aria-hidden="true" />
                {row.note}
              </li>
            )}
          </ul>
        )}
        {(can.update || main) && (
          <div className="d-flex gap-2 mt-3">
            {main && (
              <Button
                variant={main === 'checkIn' ? 'success' : 'primary'}
                size="lg"
                className={`flex-grow-1 ${styles.tap}`}
                onClick={main === 'checkIn' ? onCheckIn : onCheckOut}
                disabled={busy}
                aria-label={t(`${main}Label`, { name: row.full_name })}
                data-testid={main === 'checkIn' ? 'attendance-check-in-now' : 'attendance-check-out-now'}
              >
                {busy ? (
                  <Spinner size="sm" className="me-2" aria-hidden="true" />
                ) : (
                  <i
                    className={`bi ${main === 'checkIn' ? 'bi-box-arrow-in-right' : 'bi-box-arrow-right'} me-2`}
                    aria-hidden="true"
                  />
                )}
                {t(main)}
              </Button>
            )}
            {!main && !day.is_today && can.update && (
              <div
                className="d-flex flex-grow-1 gap-1"
                role="group"
                aria-label={t('statusOf', { name: row.full_name })}
              >
                {ATTENDANCE_STATUSES.map((s) => (
                  <Button
                    key={s}
                    variant={row.status === s ? STATUS_VARIANT[s] : 'outline-secondary'}
                    aria-pressed={row.status === s}
                    className={`flex-grow-1 px-1 ${styles.tap}`}
                    disabled={busy}
                    onClick={() => row.status !== s && onStatus(s)}
                    data-value={s}
                  >
                    <i className={`bi ${STATUS_ICON[s]} d-block`} aria-hidden="true" />
                    <span className="small">{t(`short.${s}`)}</span>
                  </Button>
                ))}
              </div>
            )}
            {!main && day.is_today && (
              <p className="flex-grow-1 mb-0 align-self-center text-body-secondary small">
                {present && row.check_out_time ? t('goneHome') : ''}
              </p>
            )}
            {can.update && (
              <MenuButton
                label={t('moreActions', { name: row.full_name })}
                toggle={<i className="bi bi-three-dots" aria-hidden="true" />}
                toggleClassName={`btn btn-outline-secondary ${styles.tap} ${styles.noCaret} px-3`}
                disabled={busy}
                testId="attendance-card-menu"
                menuStyle={{ zIndex: 1025 }}
                items={[
                  ...(day.is_today
                    ? menuStatuses.map((s) => ({
                        key: s,
                        icon: STATUS_ICON[s],
                        label: t(`statuses.${s}`),
                        onSelect: () => onStatus(s),
                        value: s,
                      }))
                    : []),
                  ...(day.is_today && present && !row.check_in_time && can.create
                    ? [{ key: 'arrival', icon: 'bi-clock', label: t('recordArrival'), onSelect: onCheckIn }]
                    : []),
                  {
                    key: 'edit',
                    icon: 'bi-pencil',
                    label: t('editDetails'),
                    onSelect: onEdit,
                    testId: 'attendance-card-edit',
                  },
                ]}
              />
            )}
          </div>
        )}
      </div>
    </article>
  );
}

/** The card's line about the arrival or the pick-up, once stamped: the time, who brought or took the child, late. */
function TimeLine({ kind, row }: { kind: TimeKind; row: AttendanceDayRow }) {
  const t = useQuickTranslations('attendance');
  const look = TIME_LOOK[kind];
  const time = row[look.time];
  const who = row[look.who];
  if (!time) return null;
  return (
    <li data-testid={look.timeId}>
      <i className={`bi ${look.icon} me-1`} aria-hidden="true" />
      {t(look.words.at, { time })}
      {who && <> · {t(look.words.who, { name: who })}</>}
      {row[look.late] && <LateBadge kind={kind} />}
    </li>
  );
}
