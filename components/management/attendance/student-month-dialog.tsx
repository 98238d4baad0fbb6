'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Spinner, Table } from 'react-bootstrap';
import { DetailDialog } from '@/components/ui/detail-dialog';
import { useErrorText } from '@/lib/api/use-error-text';
import { dayText, isoWeekday, monthLabel, schoolToday } from '@/lib/school-time';
import { useStudentMonth, type StudentMonthSummary } from '@/lib/api/attendance';
import { TableHead } from '@/components/ui/table-head';
import { LateBadge, StatusBadge } from './attendance-bits';
import { MonthPicker } from './attendance-pickers';

/** One child's month: days present, excused, unexcused, late arrivals and pick-ups, and the marked days. */
export function StudentMonthDialog({
  studentId,
  name,
  month: initialMonth,
  onHide,
}: {
  studentId: string;
  name: string;
  month: string;
  onHide: () => void;
}) {
  const t = useTranslations('attendance');
  const errorText = useErrorText();
  const [month, setMonth] = useState(initialMonth);
  const summary = useStudentMonth(studentId, month);
  const data = summary.data?.student_id === studentId && summary.data.month === month ? summary.data : undefined;
  const days = data?.days.filter((d) => d.status || d.note) ?? [];
  const counts = data
    ? ([
        ['present', data.present, 'success'],
        ['excused', data.excused, 'warning'],
        ['unexcused', data.unexcused, 'danger'],
        ['lateArrivals', data.late_arrivals, 'secondary'],
        ['latePickups', data.late_pickups, 'secondary'],
      ] as const)
    : [];
  return (
    <DetailDialog
      onHide={onHide}
      centered
      scrollable
      testId="attendance-child-month"
      title={t('childMonthTitle', { name, month: monthLabel(month) })}
    >
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <div>
          <MonthPicker id="attendance-child-month" value={month} max={schoolToday().slice(0, 7)} onChange={setMonth} />
        </div>
        {data?.class_name && <p className="mb-1 text-body-secondary">{t('classOf', { name: data.class_name })}</p>}
      </div>
      {summary.error && (
        <Alert variant="danger" role="alert">
          {errorText(summary.error)}
        </Alert>
      )}
      {!data && !summary.error && <Spinner role="status" aria-label={t('loading')} />}
      {data && (
        <>
          <dl className="d-flex flex-wrap gap-2 mb-3" data-testid="attendance-child-counts">
            {counts.map(([key, value, tone]) => (
              <div key={key} className={`border rounded px-3 py-2 border-${tone}-subtle`}>
                <dt className="small fw-normal text-body-secondary">{t(`summary.${key}`)}</dt>
                <dd className="fs-5 fw-semibold mb-0" data-testid={`attendance-child-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          {days.length === 0 ? (
            <p className="text-body-secondary">{t('noMarks')}</p>
          ) : (
            <MarkedDays days={days} caption={t('childMonthTitle', { name, month: monthLabel(month) })} />
          )}
        </>
      )}
    </DetailDialog>
  );
}

/** The month's marked days, a row each, in a region a keyboard can scroll sideways. */
function MarkedDays({ days, caption }: { days: StudentMonthSummary['days']; caption: string }) {
  const t = useTranslations('attendance');
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={caption}>
      <Table size="sm" className="align-middle mb-0">
        <TableHead
          caption={caption}
          headings={[t('day'), t('columns.status'), t('columns.arrival'), t('columns.pickup'), t('columns.note')]}
        />
        <tbody>
          {days.map((d) => (
            <tr key={d.date}>
              <th scope="row" className="fw-normal text-nowrap">
                {t(`weekdaysShort.${isoWeekday(d.date)}`)} {dayText(d.date)}
              </th>
              <td>
                <StatusBadge status={d.status} />
              </td>
              <td className="text-nowrap">
                {d.check_in_time ?? ''}
                {d.late_arrival && <LateBadge kind="arrival" />}
              </td>
              <td className="text-nowrap">
                {d.check_out_time ?? ''}
                {d.late_pickup && <LateBadge kind="pickup" />}
              </td>
              <td className="small">{d.note}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
