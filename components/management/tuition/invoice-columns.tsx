'use client';
import { useTranslations } from 'next-intl';
import { sortBy, type Column } from '@/components/ui/data-table';
import type { InvoiceRow } from '@/lib/api/tuition';
import { InvoiceStatusBadge, Money } from './money';

/** The child's name, opening the invoice. */
function OpenButton({ row, onOpen }: { row: InvoiceRow; onOpen: () => void }) {
  const t = useTranslations('tuition');
  return (
    <button
      type="button"
      className="btn btn-link p-0 text-start fw-semibold"
      onClick={onOpen}
      aria-label={t('openLabel', { no: row.invoice_no, name: row.student_name })}
    >
      {row.student_name}
    </button>
  );
}

/** The columns of the month's invoices; the child opens the invoice. */
export function useInvoiceColumns(open: (id: string) => void): Column<InvoiceRow>[] {
  const t = useTranslations('tuition');
  return [
    {
      ...sortBy('student_name', t('columns.student')),
      primary: true,
      render: (r) => (
        <>
          <OpenButton row={r} onOpen={() => open(r.id)} />
          <div className="small text-body-secondary">{r.class_name}</div>
        </>
      ),
    },
    { ...sortBy('invoice_no', t('columns.invoiceNo')), className: 'text-nowrap', render: (r) => r.invoice_no },
    { ...sortBy('total', t('columns.total')), className: 'text-end', render: (r) => <Money amount={r.total} /> },
    { key: 'paid', header: t('columns.paid'), className: 'text-end', render: (r) => <Money amount={r.paid} /> },
    {
      ...sortBy('balance', t('columns.balance')),
      className: 'text-end',
      render: (r) => <Money amount={r.balance} className="fw-semibold" />,
    },
    { ...sortBy('status', t('columns.status')), render: (r) => <InvoiceStatusBadge status={r.status} /> },
  ];
}

/** An invoice as a card on a phone: the child, the status, the number and class, the total and what is left. */
export function InvoiceCard({ row: r, onOpen }: { row: InvoiceRow; onOpen: () => void }) {
  const t = useTranslations('tuition');
  return (
    <div className="card mb-2" data-testid="invoice-card">
      <div className="card-body py-2">
        <div className="d-flex justify-content-between gap-2">
          <OpenButton row={r} onOpen={onOpen} />
          <InvoiceStatusBadge status={r.status} />
        </div>
        <div className="small text-body-secondary">
          {r.invoice_no} · {r.class_name}
        </div>
        <div className="d-flex justify-content-between small mt-1">
          <span>
            {t('columns.total')}: <Money amount={r.total} />
          </span>
          <span>
            {t('columns.balance')}: <Money amount={r.balance} className="fw-semibold" />
          </span>
        </div>
      </div>
    </div>
  );
}
