'use client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError, parentMutate } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';

const FIELDS = [
  { name: 'old_password', label: 'old', autoComplete: 'current-password' },
  { name: 'new_password', label: 'new', autoComplete: 'new-password' },
  { name: 'renew_password', label: 'repeat', autoComplete: 'new-password' },
] as const;
type Field = (typeof FIELDS)[number]['name'];

/** Change password (PUT /api/app/password): the current one, the new one twice; the server's errors per field. */
export function PasswordForm() {
  const t = useTranslations('parentMore.password');
  const errorText = useErrorText();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Partial<Record<Field, string>>>({});
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = Object.fromEntries(FIELDS.map((f) => [f.name, String(data.get(f.name) ?? '')])) as Record<Field, string>;
    setDone(false);
    setFields({});
    if (!body.old_password || !body.new_password || !body.renew_password) return setError(t('required'));
    if (body.new_password !== body.renew_password) {
      setError(null);
      return setFields({ renew_password: t('mismatch') });
    }
    setBusy(true);
    setError(null);
    try {
      await parentMutate('put', 'password', body);
      form.reset();
      setDone(true);
    } catch (e) {
      const perField = e instanceof ApiError && e.fields ? (e.fields as Partial<Record<Field, string>>) : {};
      setFields(perField);
      if (!Object.keys(perField).length) setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="parent-password-form">
      <p className="text-body-secondary small">{t('lead')}</p>
      {error && (
        <div className="alert alert-danger py-2" role="alert" data-testid="parent-password-error">
          {error}
        </div>
      )}
      {done && (
        <div className="alert alert-success py-2" role="status" data-testid="parent-password-done">
          {t('done')}
        </div>
      )}
      {FIELDS.map((f) => (
        <div className="mb-3" key={f.name}>
          <label htmlFor={`${id}-${f.name}`} className="form-label">
            {t(f.label)}
          </label>
          <input
            id={`${id}-${f.name}`}
            name={f.name}
            type="password"
            className={`form-control${fields[f.name] ? ' is-invalid' : ''}`}
            autoComplete={f.autoComplete}
            aria-invalid={fields[f.name] ? true : undefined}
            aria-describedby={fields[f.name] ? `${id}-${f.name}-error` : undefined}
            required
          />
          {fields[f.name] && (
            <div className="invalid-feedback" id={`${id}-${f.name}-error`}>
              {fields[f.name]}
            </div>
          )}
        </div>
      ))}
      <button type="submit" className="btn btn-primary w-100" disabled={busy}>
        {busy ? t('saving') : t('submit')}
      </button>
    </form>
  );
}
