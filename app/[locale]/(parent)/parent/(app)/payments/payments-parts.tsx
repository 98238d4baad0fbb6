import { getTranslations } from 'next-intl/server';
import { Link } from '@/components/ui/link';
import { CopyButton } from '@/components/parent/payments/copy-button';
import { ReceiptButton } from '@/components/parent/payments/receipt-button';
import type { AppBalance, AppInvoice } from '@/lib/schemas/tuition';
import type { QrPath } from '@/lib/server/tuition/vietqr-code';
import { formatMoney } from '@/lib/format';
import { dayText, monthLabel } from '@/lib/school-time';

// The payments screens' server-rendered parts: the balance, an invoice's card, lines, payments and the VietQR
// transfer. Only the copy and receipt buttons are client components.

const STATUS_CLASS: Record<string, string> = {
  issued: 'text-bg-warning',
  partly_paid: 'text-bg-info',
  paid: 'text-bg-success',
};

export async function StatusBadge({ status }: { status: AppInvoice['status'] }) {
  const t = await getTranslations('parentPayments.statuses');
  return (
    <span className={`badge rounded-pill ${STATUS_CLASS[status] ?? 'text-bg-secondary'}`} data-testid="payments-status">
      {t(status)}
    </span>
  );
}

/** What the child (the family) still owes, at the top of the list. */
export async function BalanceCard({ balance, locale }: { balance: AppBalance; locale: string }) {
  const t = await getTranslations('parentPayments');
  const clear = balance.balance <= 0;
  return (
    <section className={`parent-card payments-balance${clear ? ' payments-balance-clear' : ''}`} aria-labelledby="payments-balance-title">
      <h2 id="payments-balance-title" className="payments-balance-label">
        {t('balance')}
      </h2>
      <p className="payments-balance-amount" data-testid="payments-balance" data-amount={balance.balance}>
        {formatMoney(Math.max(balance.balance, 0), locale)}
      </p>
      <p className="payments-balance-note">
        <i className={`bi ${clear ? 'bi-check-circle' : 'bi-exclamation-circle'} me-1`} aria-hidden="true" />
        {t('unpaid', { count: balance.unpaid_invoices })}
      </p>
    </section>
  );
}

/** One invoice in the list: month, status, total and what is due; opens the invoice. */
export async function InvoiceCard({ invoice, locale }: { invoice: AppInvoice; locale: string }) {
  const t = await getTranslations('parentPayments');
  const month = monthLabel(invoice.month);
  return (
    <li>
      <Link href={`/parent/payments/${invoice.id}`} className="parent-card payments-invoice" data-testid="payments-invoice" data-invoice={invoice.invoice_no}>
        <span className="payments-invoice-head">
          <span className="payments-invoice-month">{t('month', { month })}</span>
          <StatusBadge status={invoice.status} />
        </span>
        <span className="payments-invoice-no">{invoice.invoice_no}</span>
        <span className="payments-row">
          <span>{t('total')}</span>
          <span className="payments-money">{formatMoney(invoice.total, locale)}</span>
        </span>
        {invoice.balance > 0 && (
          <span className="payments-row payments-due">
            <span>{t('due')}</span>
            <span className="payments-money">{formatMoney(invoice.balance, locale)}</span>
          </span>
        )}
        <span className="visually-hidden">{t('open', { month })}</span>
        <i className="bi bi-chevron-right payments-invoice-go" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** Previous / next page of invoices, as links (the address keeps the page, so back and reload show the same). */
export async function Pager({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  const t = await getTranslations('parentPayments.pager');
  const href = (p: number) => (p > 1 ? `/parent/payments?page=${p}` : '/parent/payments');
  return (
    <nav className="payments-pager" aria-label={t('label')}>
      {page > 1 ? (
        <Link href={href(page - 1)} className="btn btn-outline-secondary btn-sm" rel="prev">
          <i className="bi bi-chevron-left" aria-hidden="true" /> {t('previous')}
        </Link>
      ) : (
        <span />
      )}
      <span className="small" aria-current="page">
        {t('page', { page, pages })}
      </span>
      {page < pages ? (
        <Link href={href(page + 1)} className="btn btn-outline-secondary btn-sm" rel="next">
          {t('next')} <i className="bi bi-chevron-right" aria-hidden="true" />
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

/** The invoice's lines: name, quantity × unit price when more than one, amount. */
export async function Lines({ invoice, locale }: { invoice: AppInvoice; locale: string }) {
  const t = await getTranslations('parentPayments');
  return (
    <section className="parent-card" aria-labelledby="payments-lines-title">
      <h2 id="payments-lines-title" className="payments-section-title">
        {t('lines')}
      </h2>
      <ul className="list-unstyled mb-2 payments-lines" data-testid="payments-lines">
        {invoice.lines.map((line, i) => (
          <li key={i} className="payments-line">
            <span className="payments-line-name">
              {line.name}
              {line.quantity !== 1 && (
                <span className="d-block small text-body-secondary">
                  {t('quantity', { quantity: line.quantity, unit: formatMoney(line.unit_amount, locale) })}
                </span>
              )}
            </span>
            <span className="payments-money">{formatMoney(line.amount, locale)}</span>
          </li>
        ))}
      </ul>
      <div className="payments-totals">
        <div className="payments-row fw-semibold">
          <span>{t('total')}</span>
          <span className="payments-money" data-testid="payments-total" data-amount={invoice.total}>
            {formatMoney(invoice.total, locale)}
          </span>
        </div>
        <div className="payments-row">
          <span>{t('paid')}</span>
          <span className="payments-money">{formatMoney(invoice.paid, locale)}</span>
        </div>
        <div className="payments-row fw-semibold">
          <span>{t('due')}</span>
          <span className="payments-money" data-testid="payments-due" data-amount={invoice.balance}>
            {formatMoney(invoice.balance, locale)}
          </span>
        </div>
      </div>
    </section>
  );
}

/** The payments made, each with its receipt (PDF). */
export async function Payments({ invoice, locale }: { invoice: AppInvoice; locale: string }) {
  const t = await getTranslations('parentPayments');
  return (
    <section className="parent-card" aria-labelledby="payments-paid-title">
      <h2 id="payments-paid-title" className="payments-section-title">
        {t('payments')}
      </h2>
      {invoice.payments.length === 0 ? (
        <p className="small text-body-secondary mb-0">{t('noPayments')}</p>
      ) : (
        <ul className="list-unstyled mb-0" data-testid="payments-made">
          {invoice.payments.map((p) => (
            <li key={p.id} className="payments-payment" data-receipt={p.receipt_no}>
              <span className="payments-payment-text">
                <span className="fw-semibold">{formatMoney(p.amount, locale)}</span>
                <span className="d-block small text-body-secondary">
                  {dayText(p.paid_on)} · {t(`methods.${p.method}`)} · <span className="text-nowrap">{p.receipt_no}</span>
                </span>
              </span>
              <ReceiptButton paymentId={p.id} receiptNo={p.receipt_no} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The bank transfer of what is due: the VietQR code a banking app scans, and each value to copy. */
export async function TransferCard({ invoice, qr, locale }: { invoice: AppInvoice; qr: QrPath | null; locale: string }) {
  const t = await getTranslations('parentPayments.pay');
  const transfer = invoice.transfer;
  if (!transfer || !qr || !invoice.vietqr_payload) {
    return (
      <section className="parent-card" aria-labelledby="payments-pay-title">
        <h2 id="payments-pay-title" className="payments-section-title">
          {t('title')}
        </h2>
        <p className="mb-0">{t('noBank')}</p>
      </section>
    );
  }
  const amount = formatMoney(transfer.amount, locale);
  const field = (label: string, value: string, copy?: { value: string; testId: string }) => (
    <div className="payments-field">
      <dt>{label}</dt>
      <dd>
        <span className="payments-field-value">{value}</span>
        {copy && <CopyButton value={copy.value} what={label} testId={copy.testId} />}
      </dd>
    </div>
  );
  return (
    <section className="parent-card payments-pay" aria-labelledby="payments-pay-title" data-testid="payments-pay">
      <h2 id="payments-pay-title" className="payments-section-title">
        {t('title')}
      </h2>
      <p className="small mb-2">{t('hint')}</p>
      <svg
        className="payments-qr"
        viewBox={`0 0 ${qr.size} ${qr.size}`}
        role="img"
        aria-label={t('qrLabel', { amount })}
        shapeRendering="crispEdges"
        data-testid="payments-qr"
        data-payload={invoice.vietqr_payload}
      >
        <rect width={qr.size} height={qr.size} fill="#fff" />
        <path d={qr.d} fill="#000" />
      </svg>
      <dl className="payments-fields">
        {field(t('bank'), transfer.bank_name ?? transfer.bank_bin)}
        {field(t('accountNo'), transfer.account_no, { value: transfer.account_no, testId: 'payments-copy-account' })}
        {transfer.account_name && field(t('accountName'), transfer.account_name)}
        {field(t('amount'), amount, { value: String(transfer.amount), testId: 'payments-copy-amount' })}
        {field(t('note'), transfer.note, { value: transfer.note, testId: 'payments-copy-note' })}
      </dl>
      <p className="small text-body-secondary mb-0">{t('after')}</p>
    </section>
  );
}
