'use client';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Modal, Spinner } from 'react-bootstrap';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api/client';
import { useErrorText } from '@/lib/api/use-error-text';
import { downloadReceipt, useInvoice, useTuitionMutation, type InvoiceDetail } from '@/lib/api/tuition';
import { formatMoney } from '@/lib/format';
import { dayText, monthLabel, schoolToday } from '@/lib/school-time';
import { PAYMENT_METHODS } from '@/lib/tuition-values';
import { InvoiceStatusBadge, Money } from './money';
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
                <Button variant="outline-danger" onClick={() => window.confirm(t('deleteConfirm')) && run(() => remove.mutateAsync({ id: inv.id }), true)}>
                  {t('delete')}
                </Button>
              )}
            </div>
            {action === 'pay' && <PaymentForm inv={inv} onDone={(text) => { setAction(null); setNotice({ ok: true, text }); }} />}
            {action === 'discount' && <DiscountForm inv={inv} onDone={(text) => { setAction(null); setNotice({ ok: true, text }); }} />}
            {action === 'line' && <LineForm inv={inv} onDone={(text) => { setAction(null); setNotice({ ok: true, text }); }} />}
            {action === 'cancel' && <CancelForm inv={inv} onDone={() => onHide()} />}
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
      <p className="small text-body-secondary mb-0">{t('qrHint', { amount, account: inv.invoice_no })}</p>
    </section>
  );
}

/** A small form under the invoice: its fields, one submit, the server's field errors shown in place. */
function SubForm({ title, onSubmit, pending, error, children, testId }: { title: string; onSubmit: () => void; pending: boolean; error: string | null; children: ReactNode; testId: string }) {
  const t = useTranslations('tuition');
  return (
    <form
      className="border rounded p-3 mt-3"
      noValidate
      data-testid={testId}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <h3 className="h6">{title}</h3>
      {error && <Alert variant="danger">{error}</Alert>}
      <div className="row g-2">{children}</div>
      <Button type="submit" className="mt-3" disabled={pending} data-testid={`${testId}-submit`}>
        {pending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
        {t('save')}
      </Button>
    </form>
  );
}

function useSubForm<V>(method: 'post' | 'put', url: string, onDone: (text: string) => void) {
  const errorText = useErrorText();
  const mutation = useTuitionMutation<V>(method, url);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const submit = async (values: V) => {
    setError(null);
    setFields({});
    try {
      const r = await mutation.mutateAsync(values);
      onDone(r.text ?? '');
    } catch (e) {
      if (e instanceof ApiError && e.fields) setFields(e.fields);
      setError(errorText(e));
    }
  };
  return { submit, error, fields, pending: mutation.isPending };
}

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: (props: { id: string; className: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode }) {
  return (
    <div className="col-12 col-sm-6">
      <label htmlFor={id} className="form-label small mb-1">{label}</label>
      {children({ id, className: error ? 'is-invalid' : '', 'aria-invalid': !!error, 'aria-describedby': error ? `${id}-error` : undefined })}
      {error && <div id={`${id}-error`} className="invalid-feedback d-block">{error}</div>}
    </div>
  );
}

function PaymentForm({ inv, onDone }: { inv: InvoiceDetail; onDone: (text: string) => void }) {
  const t = useTranslations('tuition');
  const [amount, setAmount] = useState(String(inv.balance));
  const [method, setMethod] = useState<string>('cash');
  const [paidOn, setPaidOn] = useState(schoolToday());
  const f = useSubForm('post', '/webadmin/Tuition/record-payment', onDone);
  return (
    <SubForm title={t('recordPayment')} testId="payment-form" pending={f.pending} error={f.error} onSubmit={() => f.submit({ invoice_id: inv.id, amount: amount.replace(/[.,\s]/g, ''), method, paid_on: paidOn })}>
      <Field id="pay-amount" label={t('paymentAmount')} error={f.fields.amount}>
        {(p) => <input {...p} className={`form-control ${p.className}`} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />}
      </Field>
      <Field id="pay-method" label={t('paymentMethod')} error={f.fields.method}>
        {(p) => (
          <select {...p} className={`form-select ${p.className}`} value={method} onChange={(e) => setMethod(e.target.value)}>
            {PAYMENT_METHODS.map((m) => <option key={m} value={m}>{t(`methods.${m}`)}</option>)}
          </select>
        )}
      </Field>
      <Field id="pay-date" label={t('paidOn')} error={f.fields.paid_on}>
        {(p) => <input {...p} type="date" className={`form-control ${p.className}`} value={paidOn} max={schoolToday()} onChange={(e) => setPaidOn(e.target.value)} />}
      </Field>
    </SubForm>
  );
}

function DiscountForm({ inv, onDone }: { inv: InvoiceDetail; onDone: (text: string) => void }) {
  const t = useTranslations('tuition');
  const [amount, setAmount] = useState('');
  const [percent, setPercent] = useState('');
  const [reason, setReason] = useState('');
  const f = useSubForm('post', '/webadmin/Tuition/add-discount', onDone);
  return (
    <SubForm
      title={t('discount')}
      testId="discount-form"
      pending={f.pending}
      error={f.error}
      onSubmit={() => f.submit({ invoice_id: inv.id, reason, ...(percent ? { percent } : { amount: amount.replace(/[.,\s]/g, '') || undefined }) })}
    >
      <Field id="discount-amount" label={t('discountAmount')} error={f.fields.amount}>
        {(p) => <input {...p} className={`form-control ${p.className}`} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />}
      </Field>
      <Field id="discount-percent" label={t('discountPercent')} error={f.fields.percent}>
        {(p) => <input {...p} className={`form-control ${p.className}`} inputMode="decimal" value={percent} onChange={(e) => setPercent(e.target.value)} />}
      </Field>
      <Field id="discount-reason" label={t('reason')} error={f.fields.reason}>
        {(p) => <input {...p} className={`form-control ${p.className}`} value={reason} onChange={(e) => setReason(e.target.value)} />}
      </Field>
    </SubForm>
  );
}

function LineForm({ inv, onDone }: { inv: InvoiceDetail; onDone: (text: string) => void }) {
  const t = useTranslations('tuition');
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const f = useSubForm('post', '/webadmin/Tuition/add-line', onDone);
  return (
    <SubForm title={t('correction')} testId="line-form" pending={f.pending} error={f.error} onSubmit={() => f.submit({ invoice_id: inv.id, name, amount: amount.replace(/[.,\s]/g, ''), reason })}>
      <p className="small text-body-secondary col-12 mb-0">{t('correctionHint')}</p>
      <Field id="line-name" label={t('correctionName')} error={f.fields.name}>
        {(p) => <input {...p} className={`form-control ${p.className}`} value={name} onChange={(e) => setName(e.target.value)} />}
      </Field>
      <Field id="line-amount" label={t('correctionAmount')} error={f.fields.amount}>
        {(p) => <input {...p} className={`form-control ${p.className}`} inputMode="numeric" value={amount} onChange={(e) => setAmount(e.target.value)} />}
      </Field>
      <Field id="line-reason" label={t('reason')} error={f.fields.reason}>
        {(p) => <input {...p} className={`form-control ${p.className}`} value={reason} onChange={(e) => setReason(e.target.value)} />}
      </Field>
    </SubForm>
  );
}

function CancelForm({ inv, onDone }: { inv: InvoiceDetail; onDone: () => void }) {
  const t = useTranslations('tuition');
  const [reason, setReason] = useState('');
  const f = useSubForm('put', '/webadmin/Tuition/cancel', onDone);
  return (
    <SubForm title={t('cancel')} testId="cancel-form" pending={f.pending} error={f.error} onSubmit={() => f.submit({ id: inv.id, reason })}>
      <Field id="cancel-reason" label={t('cancelReason')} error={f.fields.reason}>
        {(p) => <input {...p} className={`form-control ${p.className}`} value={reason} onChange={(e) => setReason(e.target.value)} />}
      </Field>
    </SubForm>
  );
}
