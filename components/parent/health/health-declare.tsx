'use client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { ApiError, parentMutate } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';

type Field = 'measured_on' | 'height_cm' | 'weight_kg' | 'temperature_c' | 'symptoms' | 'note';

/**
 * The parent declares the child's height, weight, temperature and symptoms (POST /api/app/health-declarations/create;
 * the server checks the values against the child's age and answers per field); the page then shows it in the list.
 */
export function HealthDeclare({ studentId, childName, today }: { studentId: string; childName: string; today: string }) {
  const t = useTranslations('parentHealth.declare');
  const errorText = useErrorText();
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Partial<Record<Field, string>>>({});
  const [sent, setSent] = useState(false);
  /** The server found a value far from the child's last: the parent confirms it with a box, then sends again. */
  const [askConfirm, setAskConfirm] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: Field) => String(form.get(name) ?? '').trim();
    setBusy(true);
    setError(null);
    setFields({});
    try {
      await parentMutate('post', 'health-declarations/create', {
        student_id: studentId,
        measured_on: value('measured_on'),
        height_cm: value('height_cm'),
        weight_kg: value('weight_kg'),
        temperature_c: value('temperature_c'),
        symptoms: value('symptoms'),
        note: value('note'),
        ...(form.get('confirmed') === 'on' && { confirmed: true }),
      });
      setOpen(false);
      setSent(true);
      router.refresh();
    } catch (e) {
      setError(errorText(e));
      if (e instanceof ApiError && e.fields) setFields(e.fields as Partial<Record<Field, string>>);
      if (e instanceof ApiError && e.details.confirm === true) setAskConfirm(true);
    } finally {
      setBusy(false);
    }
  }

  const input = (name: Field, label: string, props: Record<string, unknown> = {}) => (
    <div className={name === 'measured_on' ? 'col-12' : 'col-6'}>
      <label htmlFor={`${id}-${name}`} className="form-label">
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        className={`form-control${fields[name] ? ' is-invalid' : ''}`}
        aria-invalid={fields[name] ? true : undefined}
        aria-describedby={fields[name] ? `${id}-${name}-error` : undefined}
        {...props}
      />
      {fields[name] && (
        <div id={`${id}-${name}-error`} className="invalid-feedback">
          {fields[name]}
        </div>
      )}
    </div>
  );

  return (
    <div className="health-declare mb-3" data-student={studentId}>
      {sent && !open && (
        <div className="alert alert-success py-2" role="status" data-testid="health-sent">
          {t('sent')}
        </div>
      )}
      {!open && (
        <button
          type="button"
          className="btn btn-primary w-100"
          aria-expanded={false}
          aria-controls={`${id}-form`}
          onClick={() => {
            setOpen(true);
            setSent(false);
          }}
          data-testid="health-declare-open"
        >
          <i className="bi bi-plus-lg me-1" aria-hidden="true" />
          {t('open')}
        </button>
      )}
      {open && (
        <form id={`${id}-form`} className="parent-card" onSubmit={submit} noValidate data-testid="health-declare-form" aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className="h6">
            {t('title', { name: childName })}
          </h2>
          <p className="small text-body-secondary">{t('hint')}</p>
          {error && (
            <div className="alert alert-danger py-2" role="alert" data-testid="health-declare-error">
              {error}
            </div>
          )}
          <div className="row g-2 mb-2">
            {input('measured_on', t('date'), { defaultValue: today, placeholder: t('datePlaceholder'), inputMode: 'numeric', maxLength: 10, autoComplete: 'off' })}
            {input('height_cm', t('height'), { inputMode: 'decimal', autoComplete: 'off' })}
            {input('weight_kg', t('weight'), { inputMode: 'decimal', autoComplete: 'off' })}
            {input('temperature_c', t('temperature'), { inputMode: 'decimal', autoComplete: 'off' })}
          </div>
          <div className="mb-2">
            <label htmlFor={`${id}-symptoms`} className="form-label">
              {t('symptoms')}
            </label>
            <textarea
              id={`${id}-symptoms`}
              name="symptoms"
              className={`form-control${fields.symptoms ? ' is-invalid' : ''}`}
              rows={2}
              maxLength={500}
              placeholder={t('symptomsHint')}
            />
            {fields.symptoms && <div className="invalid-feedback">{fields.symptoms}</div>}
          </div>
          <div className="mb-3">
            <label htmlFor={`${id}-note`} className="form-label">
              {t('note')}
            </label>
            <textarea id={`${id}-note`} name="note" className={`form-control${fields.note ? ' is-invalid' : ''}`} rows={2} maxLength={500} />
            {fields.note && <div className="invalid-feedback">{fields.note}</div>}
          </div>
          {askConfirm && (
            <div className="form-check mb-3">
              <input id={`${id}-confirmed`} name="confirmed" type="checkbox" className="form-check-input" data-testid="health-declare-confirm" />
              <label htmlFor={`${id}-confirmed`} className="form-check-label">
                {t('confirmFar')}
              </label>
            </div>
          )}
          <div className="d-flex gap-2">
            <button type="submit" className="btn btn-primary flex-grow-1" disabled={busy}>
              {busy ? t('sending') : t('submit')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => setOpen(false)} disabled={busy}>
              {t('cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
