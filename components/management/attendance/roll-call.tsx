'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useQuickTranslations } from '@/lib/i18n/quick-translations';
import { Alert, Badge, Button, Spinner, Table } from 'react-bootstrap';
import { ListButton } from '@/components/ui/list-parts';
import { useErrorText } from '@/lib/api/use-error-text';
import { useDelayedFlag } from '@/lib/api/use-delayed-flag';
import { dayText } from '@/lib/school-time';
import type { AttendanceDayRow } from '@/lib/api/attendance';
import {
  DayCounters,
  LateBadge,
  StatusBadge,
  StatusToggle,
  TIME_LOOK,
  type AttendanceWords,
  type TimeKind,
} from './attendance-bits';
import { DayPicker } from './attendance-pickers';
import { RollCallDialogs } from './roll-call-dialogs';
import { useRollCall, type ChildProps } from './use-roll-call';
import type { AttendanceRights } from './attendance-rights';

// Dialogs are fetched the first time they open (the settings form brings zod with it).
const SettingsDialog = dynamic(() => import('./settings-dialog').then((m) => m.SettingsDialog), { ssr: false });
const StudentMonthDialog = dynamic(() => import('./student-month-dialog').then((m) => m.StudentMonthDialog), {
  ssr: false,
});

/** The roll call of a class on a day, as a table: one-click status, quick check-in/out today, details in a dialog. */
export function RollCall({ classId, can }: { classId: string; can: AttendanceRights }) {
  // The rows' labels name the child (`{name}`): filled in without compiling the message 35 times a page.
  const t = useQuickTranslations('attendance');
  const errorText = useErrorText();
  const call = useRollCall(classId, { markedAll: t('markedAllShort') });
  const { today, date, setDate, day, data, markAll, markAllPresent } = call;
  const [viewing, setViewing] = useState<AttendanceDayRow | null>(null);
  const [settings, setSettings] = useState(false);
  const spinner = useDelayedFlag(day.isFetching && !day.data);

  return (
    <div data-testid="attendance-roll-call">
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <div>
          <DayPicker id="attendance-day" value={date} max={today} onChange={setDate} />
        </div>
        {date !== today && (
          <Button variant="outline-secondary" onClick={() => setDate(today)} data-testid="attendance-today">
            {t('today')}
          </Button>
        )}
        <div className="ms-auto d-flex flex-wrap gap-2">
          {can.settings && (
            <ListButton
              icon="bi-gear"
              text={t('settings')}
              variant="outline-secondary"
              onClick={() => setSettings(true)}
              testId="attendance-settings-open"
            />
          )}
          {can.create && (
            <ListButton
              icon="bi-check2-all"
              text={t('markAll')}
              onClick={markAllPresent}
              disabled={!data || data.totals.unmarked === 0}
              busy={markAll.isPending}
              testId="attendance-mark-all"
            />
          )}
        </div>
      </div>
      {day.error && (
        <Alert variant="danger" role="alert">
          {errorText(day.error)}
        </Alert>
      )}
      {data && (
        <>
          <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
            <DayCounters totals={data.totals} />
            <p className="small text-body-secondary mb-0">
              <i className="bi bi-clock me-1" aria-hidden="true" />
              {t('windows', {
                inFrom: data.settings.check_in_from,
                inUntil: data.settings.check_in_until,
                outFrom: data.settings.check_out_from,
                outUntil: data.settings.check_out_until,
              })}
            </p>
          </div>
          {!data.is_work_day && (
            <Alert variant="info" className="py-2" data-testid="attendance-non-work-day">
              <i className="bi bi-calendar-x me-2" aria-hidden="true" />
              {t('nonWorkDay', { day: dayText(date) })}
            </Alert>
          )}
        </>
      )}
      {/* Focusable, so that a keyboard can scroll the table sideways on a narrow screen. */}
      <div
        className="table-responsive border rounded position-relative"
        tabIndex={0}
        role="region"
        aria-label={t('caption', { class: data?.class_name ?? '', day: dayText(date) })}
      >
        {spinner && (
          <div className="position-absolute top-50 start-50 translate-middle">
            <Spinner role="status" aria-label={t('loading')} />
          </div>
        )}
        <Table className="mb-0 align-middle" aria-busy={day.isFetching} data-testid="attendance-table">
          <caption className="visually-hidden">
            {t('caption', { class: data?.class_name ?? '', day: dayText(date) })}
          </caption>
          <thead className="table-light">
            <tr>
              <th scope="col">{t('columns.child')}</th>
              <th scope="col">{t('columns.status')}</th>
              <th scope="col">{t('columns.arrival')}</th>
              <th scope="col">{t('columns.pickup')}</th>
              <th scope="col">{t('columns.note')}</th>
              {can.update && (
                <th scope="col" className="text-end">
                  <span className="visually-hidden">{t('columns.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {data && data.rows.length === 0 && (
              <tr>
                <td colSpan={can.update ? 6 : 5} className="text-center text-body-secondary py-4">
                  {t('emptyClass')}
                </td>
              </tr>
            )}
            {data?.rows.map((row) => (
              <RollCallRow
                key={row.student_id}
                row={row}
                day={data}
                can={can}
                {...call.childActions(row)}
                onView={() => setViewing(row)}
                t={t}
              />
            ))}
          </tbody>
        </Table>
      </div>
      <RollCallDialogs call={call} chooser="modal" />
      {viewing && (
        <StudentMonthDialog
          studentId={viewing.student_id}
          name={viewing.full_name}
          month={date.slice(0, 7)}
          onHide={() => setViewing(null)}
        />
      )}
      {settings && <SettingsDialog onHide={() => setSettings(false)} />}
    </div>
  );
}

/**
 * A child's row. 35 of them are drawn on the server with every page: plain elements with Bootstrap's classes and the
 * table's translator (`t`), no component per button or cell (issue 41: fewer and simpler elements per row).
 */
function RollCallRow({
  row,
  day,
  can,
  busy,
  onStatus,
  onCheckIn,
  onCheckOut,
  onEdit,
  onView,
  t,
}: ChildProps & { onView: () => void; t: AttendanceWords }) {
  const canCheckIn = day.is_today && can.create && !row.check_in_time && !row.check_out_time;
  const canCheckOut = day.is_today && can.update && row.status === 'present' && !row.check_out_time;
  return (
    <tr data-testid="attendance-row" data-code={row.code} data-status={row.status ?? 'none'}>
      <th scope="row" className="fw-normal" style={NAME_STYLE}>
        <button
          type="button"
          className="btn btn-link p-0 text-start fw-semibold"
          onClick={onView}
          aria-label={t('openChildMonth', { name: row.full_name })}
        >
          {row.full_name}
        </button>
        {row.nickname && <span className="text-body-secondary"> ({row.nickname})</span>}
        <div className="small text-body-secondary">{row.code}</div>
        {row.absence_id && (
          <div className="small mt-1" data-testid="attendance-absence">
            <Badge bg="info" text="dark">
              <i className="bi bi-envelope-check me-1" aria-hidden="true" />
              {t('approvedAbsence')}
            </Badge>{' '}
            {row.absence_reason && <span className="text-body-secondary">{row.absence_reason}</span>}
          </div>
        )}
      </th>
      <td>
        {can.update ? (
          <StatusToggle row={row} busy={busy} onChange={onStatus} t={t} />
        ) : (
          <StatusBadge status={row.status} />
        )}
      </td>
      {timeCell('arrival', row, canCheckIn && onCheckIn, busy, t)}
      {timeCell('pickup', row, canCheckOut && onCheckOut, busy, t)}
      <td className="small" style={NOTE_STYLE} data-testid="attendance-note">
        {row.note}
      </td>
      {can.update && (
        <td className="text-end">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={onEdit}
            disabled={busy}
            aria-label={t('editLabel', { name: row.full_name })}
            data-testid="attendance-edit"
          >
            <i className="bi bi-pencil" aria-hidden="true" />
          </button>
        </td>
      )}
    </tr>
  );
}

const NAME_STYLE = { minWidth: '10rem' };
const NOTE_STYLE = { minWidth: '7rem', maxWidth: '16rem' };
const TIME_STYLE = { minWidth: '8rem' };

/** Arrival or pick-up: the time with its late flag, who brought / picked up and which teacher; or the quick button. */
function timeCell(
  kind: TimeKind,
  row: AttendanceDayRow,
  onAction: (() => void) | false,
  busy: boolean,
  t: AttendanceWords,
) {
  const look = TIME_LOOK[kind];
  const time = row[look.time];
  const who = row[look.who];
  const by = row[look.by];
  return (
    <td className="small" style={TIME_STYLE}>
      {time ? (
        <>
          <span className="fw-semibold fs-6" data-testid={look.timeId}>
            {time}
          </span>
          {row[look.late] && <LateBadge kind={kind} />}
          {who && <div>{t(look.words.who, { name: who })}</div>}
          {by && <div className="text-body-secondary">{t(look.words.by, { name: by })}</div>}
        </>
      ) : onAction ? (
        <button
          type="button"
          className={`btn btn-sm btn-${look.variant}`}
          onClick={onAction}
          disabled={busy}
          aria-label={t(`${look.words.action}Label`, { name: row.full_name })}
          data-testid={look.actionId}
        >
          <i className={`bi ${look.icon} me-1`} aria-hidden="true" />
          {t(look.words.action)}
        </button>
      ) : (
        <span className="text-body-secondary">–</span>
      )}
    </td>
  );
}
