'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button } from 'react-bootstrap';
import { ApiError } from '@/lib/api/client';
import { useErrorText } from '@/lib/api/use-error-text';
import { useTuitionMutation, useTuitionSettings, type TuitionSettings } from '@/lib/api/tuition';

const ROUNDINGS = [1, 100, 500, 1000] as const;

/** The school's bank account, printed into every invoice's VietQR code. */
export function BankForm() {
  const settings = useTuitionSettings();
  const errorText = useErrorText();
  if (settings.error) return <Alert variant="danger">{errorText(settings.error)}</Alert>;
  return settings.data ? <BankFields initial={settings.data} /> : null;
}

function BankFields({ initial }: { initial: TuitionSettings }) {
  const t = useTranslations('tuition');
  const errorText = useErrorText();
  const [values, setValues] = useState(initial);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useTuitionMutation<typeof values>('put', '/webadmin/Tuition/update-settings');
  const submit = async () => {
    setFields({});
    setNotice(null);
    try {
      const r = await save.mutateAsync(values);
      setNotice({ ok: true, text: r.text ?? '' });
    } catch (e) {
      if (e instanceof ApiError && e.fields) setFields(e.fields);
      setNotice({ ok: false, text: errorText(e) });
    }
  };
  const field = (key: 'bank_bin' | 'account_no' | 'account_name', label: string, mode?: 'numeric') => (
    <div className="mb-3">
      <label htmlFor={`bank-${key}`} className="form-label">{label}</label>
      <input id={`bank-${key}`} className={`form-control ${fields[key] ? 'is-invalid' : ''}`} inputMode={mode} value={values[key]} onChange={(e) => setValues({ ...values, [key]: e.target.value })} aria-describedby={fields[key] ? `bank-${key}-error` : undefined} />
      {fields[key] && <div id={`bank-${key}-error`} className="invalid-feedback">{fields[key]}</div>}
    </div>
  );
  return (
    <form
      style={{ maxWidth: 480 }}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className="text-body-secondary small">{t('settings.hint')}</p>
      {notice && <Alert variant={notice.ok ? 'success' : 'danger'}>{notice.text}</Alert>}
      {field('bank_bin', t('settings.bankBin'), 'numeric')}
      {field('account_no', t('settings.accountNo'), 'numeric')}
      {field('account_name', t('settings.accountName'))}
      <div className="row g-2 mb-3">
        <div className="col-6">
          <label htmlFor="bank-due_day" className="form-label">{t('settingsExtra.dueDay')}</label>
          <input id="bank-due_day" type="number" min={1} max={28} inputMode="numeric" className={`form-control ${fields.due_day ? 'is-invalid' : ''}`} value={values.due_day} onChange={(e) => setValues({ ...values, due_day: Number(e.target.value) })} aria-describedby={fields.due_day ? 'bank-due_day-error' : undefined} />
          {fields.due_day && <div id="bank-due_day-error" className="invalid-feedback">{fields.due_day}</div>}
        </div>
        <div className="col-6">
          <label htmlFor="bank-rounding" className="form-label">{t('settingsExtra.rounding')}</label>
          <select id="bank-rounding" className="form-select" value={values.rounding} onChange={(e) => setValues({ ...values, rounding: Number(e.target.value) })}>
            {ROUNDINGS.map((r) => (
              <option key={r} value={r}>{t(`settingsExtra.roundings.${r}`)}</option>
            ))}
          </select>
        </div>
      </div>
      <Button type="submit" disabled={save.isPending}>{t('save')}</Button>
    </form>
  );
}
