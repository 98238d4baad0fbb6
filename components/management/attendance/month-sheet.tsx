'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { Alert, Button, Spinner, Table } from 'react-bootstrap';
import { ListButton } from '@/components/ui/list-parts';
import { useErrorText } from '@/lib/api/use-error-text';
import { useDelayedFlag } from '@/lib/api/use-delayed-flag';
import { SHEET_MARKS, type AttendanceStatus } from '@/lib/attendance-values';
import { dayText, monthLabel, schoolToday } from '@/lib/school-time';
import { downloadMonthSheet, useMonthSheet, type MonthSheet } from '@/lib/api/attendance';
import { MonthPicker } from './attendance-pickers';
import type { AttendanceRights } from './attendance-rights';
import styles from './attendance.module.css';

const StudentMonthDialog = dynamic(() => import('./student-month-dialog').then((m) => m.StudentMonthDialog), {
  ssr: false,
});

const MARK_CLASS: Record<AttendanceStatus, string> = {
  present: 'text-success-emphasis fw-bold',
  excused: 'text-warning-emphasis fw-bold',
  unexcused: 'text-danger-emphasis fw-bold',
};

/** A class's month: children × days with x / P / K, totals per child and per day, and the Excel export. */
export function MonthSheetView({ classId, can }: { classId: string; can: AttendanceRights }) {
  const t = useTranslations('attendance');
  const errorText = useErrorText();
  const today = schoolToday();
  const [month, setMonth] = useState(today.slice(0, 7));
  const sheet = useMonthSheet(classId, month);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const [viewing, setViewing] = useState<{ id: string; name: string } | null>(null);
  const spinner = useDelayedFlag(sheet.isFetching);
  const data = sheet.data?.class_id === classId ? sheet.data : undefined;

  const exportXlsx = async () => {
    setExportError(null);
    setExporting(true);
    try {
      await downloadMonthSheet(classId, month);
    } catch (e) {
      setExportError(errorText(e) || t('exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div data-testid="attendance-month-sheet">
      <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <div>
          <MonthPicker id="attendance-month" value={month} max={today.slice(0, 7)} onChange={setMonth} />
        </div>
        {can.export && (
          <ListButton
            icon="bi-file-earmark-excel"
            text={t('export')}
            variant="outline-secondary"
            className="ms-auto"
            onClick={exportXlsx}
            busy={exporting}
            testId="attendance-export"
          />
        )}
      </div>
      {exportError && (
        <Alert variant="danger" role="alert" dismissible onClose={() => setExportError(null)}>
          {exportError}
        </Alert>
      )}
      {sheet.error && (
        <Alert variant="danger" role="alert">
          {errorText(sheet.error)}
        </Alert>
      )}
      {/* Focusable, so that a keyboard can scroll the days sideways. */}
      <div
        className="table-responsive border rounded position-relative"
        tabIndex={0}
        role="region"
        aria-label={t('tabs.month')}
      >
        {spinner && (
          <div className="position-absolute top-50 start-50 translate-middle">
            <Spinner role="status" aria-label={t('loading')} />
          </div>
        )}
        {data && <SheetTable sheet={data} today={today} onChild={(id, name) => setViewing({ id, name })} />}
      </div>
      <p className="small text-body-secondary mt-2 mb-0">{t('sheet.legend')}</p>
      {viewing && (
        <StudentMonthDialog studentId={viewing.id} name={viewing.name} month={month} onHide={() => setViewing(null)} />
      )}
    </div>
  );
}

function SheetTable({
  sheet,
  today,
  onChild,
}: {
  sheet: MonthSheet;
  today: string;
  onChild: (id: string, name: string) => void;
}) {
  const t = useTranslations('attendance');
  const dayClass = (i: number) =>
    [styles.day, sheet.days[i].is_work_day ? '' : styles.off, sheet.days[i].date === today ? styles.today : '']
      .filter(Boolean)
      .join(' ');
  return (
    <Table
      size="sm"
      bordered={false}
      className={`mb-0 align-middle ${styles.sheet}`}
      data-testid="attendance-sheet-table"
    >
      <caption className="visually-hidden">
        {t('sheet.heading', { class: sheet.class_name, month: monthLabel(sheet.month) })}
      </caption>
      <thead className="table-light">
        <tr>
          <th scope="col" className={styles.name}>
            {t('sheet.fullName')}
          </th>
          {sheet.days.map((d, i) => (
            <th key={d.date} scope="col" className={dayClass(i)} aria-label={dayText(d.date)}>
              <span aria-hidden="true">
                {Number(d.date.slice(8))}
                <br />
                <span className="small fw-normal text-body-secondary">{t(`weekdaysShort.${d.weekday}`)}</span>
              </span>
            </th>
          ))}
          {TOTALS.map(([key]) => (
            <th key={key} scope="col" className={styles.total} title={t(`sheet.${key}`)}>
              {t(`sheetShort.${key}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {sheet.rows.length === 0 && (
          <tr>
            <td colSpan={sheet.days.length + 5} className="text-start text-body-secondary py-4 px-3">
              {t('emptyClass')}
            </td>
          </tr>
        )}
        {sheet.rows.map((r) => (
          <tr key={r.student_id} data-testid="attendance-sheet-row" data-code={r.code}>
            <th scope="row" className={`${styles.name} fw-normal`}>
              <Button
                variant="link"
                className="p-0 text-start"
                onClick={() => onChild(r.student_id, r.full_name)}
                aria-label={t('openChildMonth', { name: r.full_name })}
                data-testid="attendance-sheet-child"
              >
                {r.full_name}
              </Button>
            </th>
            {r.days.map((m, i) => (
              <td key={sheet.days[i].date} className={dayClass(i)} data-day={sheet.days[i].date} data-mark={m ?? ''}>
                {m && (
                  <>
                    <span className={MARK_CLASS[m]} aria-hidden="true">
                      {SHEET_MARKS[m]}
                    </span>
                    <span className="visually-hidden">{t(`statuses.${m}`)}</span>
                  </>
                )}
              </td>
            ))}
            {totalCells(r)}
          </tr>
        ))}
      </tbody>
      <tfoot className="table-light">
        <tr>
          <th scope="row" className={styles.name}>
            {t('sheet.presentPerDay')}
          </th>
          {sheet.present_per_day.map((n, i) => (
            <td key={sheet.days[i].date} className={`${dayClass(i)} fw-semibold`}>
              {sheet.days[i].date <= today && (sheet.days[i].is_work_day || n > 0) ? n : ''}
            </td>
          ))}
          {totalCells(sheet.totals)}
        </tr>
      </tfoot>
    </Table>
  );
}

/** The totals at the end of each row, headed by their words (`sheet.*`, `sheetShort.*`). */
const TOTALS = [
  ['present', 'present'],
  ['excused', 'excused'],
  ['unexcused', 'unexcused'],
  ['latePickups', 'late_pickups'],
] as const;

type Totals = Record<(typeof TOTALS)[number][1], number>;

/** A child's totals, or the class's. */
function totalCells(totals: Totals) {
  return TOTALS.map(([key, field]) => (
    <td key={key} className={styles.total}>
      {totals[field]}
    </td>
  ));
}
