'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form } from 'react-bootstrap';
import { useErrorText } from '@/lib/api/use-error-text';
import { useClasses } from '@/lib/api/class';
import { CLASS_FILTER_QUERY } from '@/lib/api/class-keys';
import { downloadFile } from '@/lib/api/download';
import { useDebtByChild, type DebtByChildParams } from '@/lib/api/tuition';
import { dayText } from '@/lib/school-time';
import { Money } from './money';

/** What each child owes and for how long: a class, a month (or all), only the overdue; exported as .xlsx. */
export function DebtByChild({ can }: { can: (a: string) => boolean }) {
  const t = useTranslations('tuition');
  const errorText = useErrorText();
  const [classId, setClassId] = useState('');
  const [month, setMonth] = useState('');
  const [overdue, setOverdue] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const classes = useClasses(CLASS_FILTER_QUERY).data?.data ?? [];
  const params: DebtByChildParams = { class_id: classId || undefined, month: month || undefined, overdue: overdue ? 'true' : undefined };
  const report = useDebtByChild(params);
  const rows = report.data?.rows ?? [];
  return (
    <section aria-labelledby="debt-child-title" className="mb-4">
      <h2 className="h5 mb-2" id="debt-child-title">{t('debt.byChild')}</h2>
      <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
        <div>
          <label htmlFor="debt-child-class" className="form-label small mb-1">{t('class')}</label>
          <select id="debt-child-class" className="form-select" value={classId} onChange={(e) => setClassId(e.target.value)}>
            <option value="">{t('allClasses')}</option>
            {classes.map((c) => (
              <option key={c.id} value={c.id}>{c.name}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="debt-child-month" className="form-label small mb-1">{t('month')}</label>
          <input id="debt-child-month" type="month" className="form-control" value={month} onChange={(e) => setMonth(e.target.value)} aria-describedby="debt-child-month-hint" />
          <span id="debt-child-month-hint" className="visually-hidden">{t('debt.allMonthsOption')}</span>
        </div>
        <Form.Check id="debt-child-overdue" className="mb-2" type="switch" label={t('debt.overdueOnly')} checked={overdue} onChange={(e) => setOverdue(e.target.checked)} />
        {can('export') && (
          <Button
            variant="outline-success"
            data-testid="debt-child-export"
            onClick={() => downloadFile('/webadmin/Tuition/export-debt-by-child', params, `debt-by-child${month ? `-${month}` : ''}.xlsx`).catch((e) => setError(errorText(e)))}
          >
            <i className="bi bi-file-earmark-excel me-1" aria-hidden="true" />
            {t('debt.export')}
          </Button>
        )}
      </div>
      {error && <Alert variant="danger">{error}</Alert>}
      {report.error && <Alert variant="danger">{errorText(report.error)}</Alert>}
      {report.data && rows.length === 0 && <p className="text-body-secondary">{t('debt.emptyByChild')}</p>}
      {rows.length > 0 && (
        <div className="table-responsive border rounded" tabIndex={0} role="region" aria-label={t('debt.byChild')}>
          <table className="table table-sm mb-0 align-middle" data-testid="debt-by-child">
            <caption className="visually-hidden">{t('debt.byChild')}</caption>
            <thead className="table-light">
              <tr>
                <th scope="col">{t('debt.student')}</th>
                <th scope="col" className="text-end d-none d-md-table-cell">{t('debt.invoiced')}</th>
                <th scope="col" className="text-end d-none d-md-table-cell">{t('debt.paid')}</th>
                <th scope="col" className="text-end">{t('debt.balance')}</th>
                <th scope="col" className="text-end">{t('debt.daysOverdue')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.student_id} data-testid="debt-child-row" data-student={r.student_name} data-paid={r.paid} data-balance={r.balance}>
                  <td>
                    <div>{r.student_name}</div>
                    <div className="small text-body-secondary">
                      {r.class_name ?? '—'}
                      {r.due_date && ` · ${t('debt.dueDate')} ${dayText(r.due_date)}`}
                    </div>
                  </td>
                  <td className="text-end d-none d-md-table-cell"><Money amount={r.invoiced} /></td>
                  <td className="text-end d-none d-md-table-cell"><Money amount={r.paid} /></td>
                  <td className="text-end fw-semibold"><Money amount={r.balance} /></td>
                  <td className={`text-end ${r.days_overdue > 0 ? 'text-danger' : 'text-body-secondary'}`}>{r.days_overdue > 0 ? t('debt.days', { count: r.days_overdue }) : '—'}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="fw-bold">
                <th scope="row">{t('debt.total')}</th>
                <td className="text-end d-none d-md-table-cell"><Money amount={report.data!.total.invoiced} /></td>
                <td className="text-end d-none d-md-table-cell"><Money amount={report.data!.total.paid} /></td>
                <td className="text-end"><Money amount={report.data!.total.balance} /></td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
