'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Modal, Spinner } from 'react-bootstrap';
import { Dialog } from '@/components/ui/dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useErrorText } from '@/lib/api/use-error-text';
import { downloadReceipt, useInvoice, useTuitionMutation, type InvoiceDetail } from '@/lib/api/tuition';
import { formatMoney } from '@/lib/format';
import { dayText, monthLabel } from '@/lib/school-time';
import { InvoiceStatusBadge, Money } from './money';
import { PaymentForm, TextForm } from './invoice-forms';
import { useLocale } from 'next-intl';
import { TableHead } from '@/components/ui/table-head';

type Action = 'pay' | 'discount' | 'line' | 'cancel' | null;

/** One invoice: lines, totals, payments with their receipts, the VietQR code, and what may be done with it now. */
export function InvoiceDialog({ id, onHide, can }: { id: string; onHide: () => void; can: (a: string) => boolean }) {
  const t = useTranslations('tuition');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const { data: inv, error, isLoading } = useInvoice(id);
  const [action, setAction] = useState<Action>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const issue = useTuitionMutation<{ ids: string[] }>('put', '/webadmin/Tuition/issue');
  const remove = useTuitionMutation<{ id: string }>('delete', '/webadmin/Tuition/delete');
  const run = async (fn: () => Promise<{ text?: string }>, close = false) => {
    setNotice(null);
    try {
      const r = await fn();
      if (close) onHide();
      else setNotice({ ok: true, text: r.text ?? '' });
      setAction(null);
    } catch (e) {
      setNotice({ ok: false, text: errorText(e) });
    }
  };
  const open = inv && (inv.status === 'issued' || inv.status === 'partly_paid');
  // A form under the invoice was saved: it closes and the server's words show above.
  const done = (text: string) => {
    setAction(null);
    setNotice({ ok: true, text });
  };
  return (
    <Dialog onHide={onHide} size="lg" centered fullscreen="sm-down" testId="invoice-dialog" titleId="invoice-title" title={inv ? t('invoiceTitle', { no: inv.invoice_no }) : t('caption')}>
      <Modal.Body>
        {isLoading && <Spinner aria-label={tc('loading')} />}
        {error && <Alert variant="danger">{errorText(error)}</Alert>}
        {inv && (
          <>
            <div className="d-flex flex-wrap justify-content-between gap-2 mb-3">
              <div>
                <div className="fw-semibold">{inv.student_name}</div>
                <div className="small text-body-secondary">
                  {inv.class_name} · {t('monthOf', { month: monthLabel(inv.month) })}
                </div>
              </div>
              <div><InvoiceStatusBadge status={inv.status} /></div>
            </div>
            {notice && <Alert variant={notice.ok ? 'success' : 'danger'} data-testid="invoice-notice">{notice.text}</Alert>}
            <Lines inv={inv} />
            <Totals inv={inv} />
            <Payments inv={inv} />
            {open && <VietQr inv={inv} />}
            <div className="d-flex flex-wrap gap-2 mt-3">
              {inv.status === 'draft' && can('update') && (
                <>
                  <Button onClick={() => run(() => issue.mutateAsync({ ids: [inv.id] }))} data-testid="invoice-issue">{t('issue')}</Button>
                  <Button variant="outline-secondary" onClick={() => setAction('discount')}>{t('discount')}</Button>
                </>
              )}
              {open && can('create') && <Button variant="success" onClick={() => setAction('pay')} data-testid="invoice-pay">{t('recordPayment')}</Button>}
              {inv.status !== 'draft' && inv.status !== 'cancelled' && can('update') && (
                <Button variant="outline-secondary" onClick={() => setAction('line')}>{t('correction')}</Button>
              )}
              {inv.status !== 'cancelled' && inv.paid === 0 && can('update') && (
                <Button variant="outline-danger" onClick={() => setAction('cancel')}>{t('cancel')}</Button>
              )}
              {inv.status === 'draft' && can('delete') && (
                <Button variant="outline-danger" onClick={() => setConfirmDelete(true)} data-testid="invoice-delete">
                  {t('delete')}
                </Button>
              )}
            </div>
            {action === 'pay' && <PaymentForm inv={inv} onDone={done} />}
            {(action === 'discount' || action === 'line') && <TextForm key={action} kind={action} inv={inv} onDone={done} />}
            {action === 'cancel' && <TextForm kind="cancel" inv={inv} onDone={() => onHide()} />}
            <ConfirmDialog
              show={confirmDelete}
              title={t('delete')}
              confirmLabel={t('delete')}
              pending={remove.isPending}
              onHide={() => setConfirmDelete(false)}
              onConfirm={() => {
                setConfirmDelete(false);
                void run(() => remove.mutateAsync({ id: inv.id }), true);
              }}
              testId="invoice-delete-dialog"
            >
              {t('deleteConfirm')}
            </ConfirmDialog>
          </>
        )}
      </Modal.Body>
    </Dialog>
  );
}

function Lines({ inv }: { inv: InvoiceDetail }) {
  const t = useTranslations('tuition');
  return (
    <div className="table-responsive mb-2" tabIndex={0} role="region" aria-label={t('lines')}>
      <table className="table table-sm align-middle mb-0">
        <TableHead
          caption={t('lines')}
          headings={[
            t('line.name'),
            t('line.quantity'),
            { text: t('line.unitAmount'), className: 'd-none d-sm-table-cell' },
            t('line.amount'),
          ]}
          numbersFrom={1}
        />
        <tbody>
          {inv.lines.map((l) => (
            <tr key={l.id}>
              <td>{l.name}{l.reason && l.kind !== 'discount' && <div className="small text-body-secondary">{l.reason}</div>}</td>
              <td className="text-end">{l.quantity}</td>
              <td className="text-end d-none d-sm-table-cell"><Money amount={l.unit_amount} /></td>
              <td className="text-end"><Money amount={l.amount} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Totals({ inv }: { inv: InvoiceDetail }) {
  const t = useTranslations('tuition');
  const row = (label: string, amount: number, testId: string, strong = false) => (
    <div className="d-flex justify-content-between">
      <span>{label}</span>
      <Money amount={amount} className={strong ? 'fw-bold' : ''} />
      <span className="visually-hidden" data-testid={testId}>{amount}</span>
    </div>
  );
  return (
    <div className="border rounded p-2 mb-3" style={{ maxWidth: 420, marginLeft: 'auto' }}>
      {row(t('columns.total'), inv.total, 'invoice-total', true)}
      {row(t('columns.paid'), inv.paid, 'invoice-paid')}
      {row(t('columns.balance'), inv.balance, 'invoice-balance', true)}
      {inv.previous_balance > 0 && row(t('previousBalance'), inv.previous_balance, 'invoice-previous')}
    </div>
  );
}

function Payments({ inv }: { inv: InvoiceDetail }) {
  const t = useTranslations('tuition');
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  return (
    <section aria-labelledby="payments-title" className="mb-3">
      <h3 className="h6" id="payments-title">{t('payments')}</h3>
      {error && <Alert variant="danger">{error}</Alert>}
      {inv.payments.length === 0 ? (
        <p className="small text-body-secondary mb-0">{t('noPayments')}</p>
      ) : (
        <ul className="list-unstyled mb-0" data-testid="invoice-payments">
          {inv.payments.map((p) => (
            <li key={p.id} className="d-flex flex-wrap align-items-center justify-content-between gap-2 border-bottom py-1">
              <span>
                {dayText(p.paid_on)} · {t(`methods.${p.method}`)} · <Money amount={p.amount} className="fw-semibold" />
              </span>
              <Button
                size="sm"
                variant="outline-secondary"
                aria-label={t('receiptLabel', { no: p.receipt_no })}
                onClick={() => downloadReceipt(p.id, p.receipt_no).catch((e) => setError(errorText(e)))}
              >
                <i className="bi bi-file-earmark-pdf me-1" aria-hidden="true" />
                {p.receipt_no}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function VietQr({ inv }: { inv: InvoiceDetail }) {
  const t = useTranslations('tuition');
  const locale = useLocale();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!inv.vietqr_payload) return;
    let live = true;
    import('qrcode').then((q) => q.toDataURL(inv.vietqr_payload!, { margin: 1, width: 220 })).then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [inv.vietqr_payload]);
  if (!inv.vietqr_payload) return <p className="small text-body-secondary">{t('qrMissing')}</p>;
  const amount = formatMoney(inv.balance, locale);
  return (
    <section aria-labelledby="qr-title" className="text-center mb-2">
      <h3 className="h6" id="qr-title">{t('qrTitle')}</h3>
      {/* eslint-disable-next-line @next/next/no-img-element -- a data: URL drawn in the browser */}
      {src && <img src={src} width={220} height={220} alt={t('qrAlt', { amount })} data-testid="invoice-qr" data-payload={inv.vietqr_payload} />}
      <p className="small text-body-secondary mb-1">{t('qrHint')}</p>
      {inv.transfer && (
        <dl className="small text-start d-grid gap-0 mx-auto mb-0 transfer-details" style={{ gridTemplateColumns: 'auto 1fr', maxWidth: 360 }} data-testid="invoice-transfer">
          <dt className="fw-normal text-body-secondary me-2">{t('transfer.bank')}</dt>
          <dd className="mb-0">{inv.transfer.bank_name ?? inv.transfer.bank_bin}</dd>
          <dt className="fw-normal text-body-secondary me-2">{t('transfer.accountNo')}</dt>
          <dd className="mb-0 fw-semibold">{inv.transfer.account_no}</dd>
          <dt className="fw-normal text-body-secondary me-2">{t('transfer.accountName')}</dt>
          <dd className="mb-0">{inv.transfer.account_name}</dd>
          <dt className="fw-normal text-body-secondary me-2">{t('transfer.amount')}</dt>
          <dd className="mb-0 fw-semibold">{amount}</dd>
          <dt className="fw-normal text-body-secondary me-2">{t('transfer.note')}</dt>
          <dd className="mb-0 fw-semibold">{inv.transfer.note}</dd>
        </dl>
      )}
    </section>
  );
}
