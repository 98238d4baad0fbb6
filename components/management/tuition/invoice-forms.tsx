'use client';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Spinner } from 'react-bootstrap';
import { ApiError } from '@/lib/api/client';
import { useErrorText } from '@/lib/api/use-error-text';
import { useTuitionMutation, type InvoiceDetail } from '@/lib/api/tuition';
import { schoolToday } from '@/lib/school-time';
import { PAYMENT_METHODS } from '@/lib/tuition-values';
import { amountOf } from './money';

/** What a form under the invoice works on, and what it does once saved (with the server's words). */
type FormProps = { inv: InvoiceDetail; onDone: (text: string) => void };


/** A small form under the invoice: its fields, one submit, the server's field errors shown in place. */
function SubForm({
  title,
  onSubmit,
  pending,
  error,
  children,
  testId,
}: {
  title: string;
  onSubmit: () => void;
  pending: boolean;
  error: string | null;
  children: ReactNode;
  testId: string;
}) {
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

type ControlProps = { id: string; className: string; 'aria-invalid': boolean; 'aria-describedby'?: string };

/** A field's cell: its label, the control (drawn by `children` with the field's id and invalid state), its error. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  return (
    <div className="col-12 col-sm-6">
      <label htmlFor={id} className="form-label small mb-1">
        {label}
      </label>
      {children({
        id,
        className: error ? 'is-invalid' : '',
        'aria-invalid': !!error,
        'aria-describedby': error ? `${id}-error` : undefined,
      })}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

/** A text box (an amount: `inputMode` numeric or decimal) in its cell. */
function TextField({
  value,
  onChange,
  inputMode,
  ...field
}: {
  id: string;
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  inputMode?: 'numeric' | 'decimal';
}) {
  return (
    <Field {...field}>
      {(p) => (
        <input
          {...p}
          className={`form-control ${p.className}`}
          inputMode={inputMode}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </Field>
  );
}

export function PaymentForm({ inv, onDone }: FormProps) {
  const t = useTranslations('tuition');
  const [amount, setAmount] = useState(String(inv.balance));
  const [method, setMethod] = useState<string>('cash');
  const [paidOn, setPaidOn] = useState(schoolToday());
  const f = useSubForm('post', '/webadmin/Tuition/record-payment', onDone);
  return (
    <SubForm
      title={t('recordPayment')}
      testId="payment-form"
      pending={f.pending}
      error={f.error}
      onSubmit={() => f.submit({ invoice_id: inv.id, amount: amountOf(amount), method, paid_on: paidOn })}
    >
      <TextField
        id="pay-amount"
        label={t('paymentAmount')}
        error={f.fields.amount}
        inputMode="numeric"
        value={amount}
        onChange={setAmount}
      />
      <Field id="pay-method" label={t('paymentMethod')} error={f.fields.method}>
        {(p) => (
          <select
            {...p}
            className={`form-select ${p.className}`}
            value={method}
            onChange={(e) => setMethod(e.target.value)}
          >
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`methods.${m}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id="pay-date" label={t('paidOn')} error={f.fields.paid_on}>
        {(p) => (
          <input
            {...p}
            type="date"
            className={`form-control ${p.className}`}
            value={paidOn}
            max={schoolToday()}
            onChange={(e) => setPaidOn(e.target.value)}
          />
        )}
      </Field>
    </SubForm>
  );
}

type TextFormKind = 'discount' | 'line' | 'cancel';

/**
 * A form of text boxes under an invoice: the request it sends, its title (and hint), its boxes (the key the server
 * names a field's error by, the label, the keyboard) and the body made of what was typed.
 */
type TextFormSpec = {
  method: 'post' | 'put';
  url: string;
  title: string;
  hint?: string;
  boxes: [key: string, label: string, inputMode?: 'numeric' | 'decimal'][];
  body: (invoiceId: string, values: Record<string, string>) => unknown;
};

const TEXT_FORMS: Record<TextFormKind, TextFormSpec> = {
  discount: {
    method: 'post',
    url: '/webadmin/Tuition/add-discount',
    title: 'discount',
    boxes: [
      ['amount', 'discountAmount', 'numeric'],
      ['percent', 'discountPercent', 'decimal'],
      ['reason', 'reason'],
    ],
    body: (id, { amount, percent, reason }) => ({
      invoice_id: id,
      reason,
      ...(percent ? { percent } : { amount: amountOf(amount) }),
    }),
  },
  line: {
    method: 'post',
    url: '/webadmin/Tuition/add-line',
    title: 'correction',
    hint: 'correctionHint',
    boxes: [
      ['name', 'correctionName'],
      ['amount', 'correctionAmount', 'numeric'],
      ['reason', 'reason'],
    ],
    body: (id, { name, amount, reason }) => ({
      invoice_id: id,
      name,
      amount: amountOf(amount),
      reason,
    }),
  },
  cancel: {
    method: 'put',
    url: '/webadmin/Tuition/cancel',
    title: 'cancel',
    boxes: [['reason', 'cancelReason']],
    body: (id, { reason }) => ({ id, reason }),
  },
};

/** A discount, a correction line or the cancellation of an invoice: text boxes named `${kind}-<key>`. */
export function TextForm({ kind, inv, onDone }: FormProps & { kind: TextFormKind }) {
  const t = useTranslations('tuition');
  const form = TEXT_FORMS[kind];
  const [values, setValues] = useState(() => Object.fromEntries(form.boxes.map(([key]) => [key, ''])));
  const f = useSubForm(form.method, form.url, onDone);
  return (
    <SubForm
      title={t(form.title)}
      testId={`${kind}-form`}
      pending={f.pending}
      error={f.error}
      onSubmit={() => f.submit(form.body(inv.id, values))}
    >
      {form.hint && <p className="small text-body-secondary col-12 mb-0">{t(form.hint)}</p>}
      {form.boxes.map(([key, label, inputMode]) => (
        <TextField
          key={key}
          id={`${kind}-${key}`}
          label={t(label)}
          error={f.fields[key]}
          inputMode={inputMode}
          value={values[key]}
          onChange={(value) => setValues((v) => ({ ...v, [key]: value }))}
        />
      ))}
    </SubForm>
  );
}
