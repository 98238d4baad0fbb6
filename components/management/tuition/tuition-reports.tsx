'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button } from 'react-bootstrap';
import { useErrorText } from '@/lib/api/use-error-text';
import { downloadDebtReport, useDebtReport, usePaymentsReport } from '@/lib/api/tuition';
import { dayText, schoolToday } from '@/lib/school-time';
import { currentMonth } from '@/lib/tuition-values';
import { Money } from './money';
import { DebtByChild } from './debt-by-child';
import { TableHead } from '@/components/ui/table-head';
import { useListExport } from '@/components/ui/list-export';

/** The debt by child (overdue first), the month's debt per class (with the Excel export) and the payments by day and method. */
export function TuitionReports({ can }: { can: (a: string) => boolean }) {
  const t = useTranslations('tuition');
  const errorText = useErrorText();
  const [month, setMonth] = useState(currentMonth());
  const [from, setFrom] = useState(`${currentMonth()}-01`);
  const [to, setTo] = useState(schoolToday());
  const [error, setError] = useState<string | null>(null);
  const debt = useDebtReport(month);
  const payments = usePaymentsReport(from, to);
  const paymentsExport = useListExport('/webadmin/Tuition/export-payments', { from, to }, 'payments-export');
  return (
    <>
      <DebtByChild can={can} />
      <section aria-labelledby="debt-title" className="mb-4">
        <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
          <h2 className="h5 mb-0 me-auto" id="debt-title">{t('debt.title')}</h2>
          <div>
            <label htmlFor="debt-month" className="form-label small mb-1">{t('month')}</label>
            <input id="debt-month" type="month" className="form-control" value={month} max={currentMonth()} onChange={(e) => e.target.value && setMonth(e.target.value)} />
          </div>
          {can('export') && (
            <Button variant="outline-success" onClick={() => downloadDebtReport(month).catch((e) => setError(errorText(e)))}>
              <i className="bi bi-file-earmark-excel me-1" aria-hidden="true" />
              {t('debt.export')}
            </Button>
          )}
        </div>
        {error && <Alert variant="danger">{error}</Alert>}
        {debt.error && <Alert variant="danger">{errorText(debt.error)}</Alert>}
        {debt.data && debt.data.rows.length === 0 && <p className="text-body-secondary">{t('debt.empty')}</p>}
        {debt.data && debt.data.rows.length > 0 && (
          <div className="table-responsive border rounded" tabIndex={0} role="region" aria-label={t('debt.title')}>
            <table className="table table-sm mb-0 align-middle" data-testid="debt-report">
              <TableHead
                caption={t('debt.title')}
                className="table-light"
                headings={[t('debt.class'), t('debt.invoiced'), t('debt.paid'), t('debt.balance')]}
                numbersFrom={1}
              />
              <tbody>
                {debt.data.rows.map((r) => (
                  <tr key={r.class_id ?? 'none'}>
                    <td>{r.class_name ?? '—'} <span className="small text-body-secondary">({r.invoices})</span></td>
                    <td className="text-end"><Money amount={r.invoiced} /></td>
                    <td className="text-end"><Money amount={r.paid} /></td>
                    <td className="text-end"><Money amount={r.balance} /></td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="fw-bold">
                  <th scope="row">{t('debt.total')}</th>
                  <td className="text-end" data-testid="debt-total-invoiced" data-amount={debt.data.total.invoiced}><Money amount={debt.data.total.invoiced} /></td>
                  <td className="text-end" data-testid="debt-total-paid" data-amount={debt.data.total.paid}><Money amount={debt.data.total.paid} /></td>
                  <td className="text-end" data-testid="debt-total-balance" data-amount={debt.data.total.balance}><Money amount={debt.data.total.balance} /></td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="payments-report-title">
        <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
          <h2 className="h5 mb-0 me-auto" id="payments-report-title">{t('paymentsReport.title')}</h2>
          <div>
            <label htmlFor="pay-from" className="form-label small mb-1">{t('paymentsReport.from')}</label>
            <input id="pay-from" type="date" className="form-control" value={from} onChange={(e) => setFrom(e.target.value)} />
          </div>
          <div>
            <label htmlFor="pay-to" className="form-label small mb-1">{t('paymentsReport.to')}</label>
            <input id="pay-to" type="date" className="form-control" value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
          {can('export') && paymentsExport.button}
        </div>
        {paymentsExport.alert}
        {payments.data && payments.data.length === 0 && <p className="text-body-secondary">{t('paymentsReport.empty')}</p>}
        {payments.data && payments.data.length > 0 && (
          <ul className="list-unstyled mb-0">
            {payments.data.map((p) => (
              <li key={`${p.paid_on}-${p.method}`} className="d-flex justify-content-between border-bottom py-1">
                <span>{dayText(p.paid_on)} · {t(`methods.${p.method}`)} · {t('paymentsReport.count')}: {p.count}</span>
                <Money amount={p.amount} className="fw-semibold" />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
