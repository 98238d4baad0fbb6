'use client';
import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { parentSignIn } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';

/**
 * The parents' sign-in: the school code, the phone number (or username) and the password, through the parents'
 * sign-in call (POST /api/app/session: the session becomes an HttpOnly cookie, never seen by this page).
 */
export function ParentLoginForm({ schoolCode, ended }: { schoolCode: string; ended: boolean }) {
  const t = useTranslations('parent.login');
  const locale = useLocale();
  const errorText = useErrorText();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (name: string) => String(form.get(name) ?? '').trim();
    if (!value('school_code') || !value('username') || !form.get('password')) {
      setError(t('required'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await parentSignIn({ school_code: value('school_code'), username: value('username'), password: String(form.get('password')) });
      // A full load on purpose: nothing of the ended (or the new) session's pages may stay in memory.
      window.location.assign(locale === 'vi' ? '/parent' : `/${locale}/parent`);
    } catch (e) {
      setError(errorText(e));
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="parent-login-form" data-testid="parent-login-form">
      {ended && !error && (
        <div className="alert alert-info py-2" role="status">
          {t('ended')}
        </div>
      )}
      {error && (
        <div className="alert alert-danger py-2" role="alert" data-testid="parent-login-error">
          {error}
        </div>
      )}
      <div className="mb-3">
        <label htmlFor={`${id}-school`} className="form-label">
          {t('schoolCode')}
        </label>
        <input
          id={`${id}-school`}
          name="school_code"
          className="form-control form-control-lg"
          defaultValue={schoolCode}
          autoCapitalize="characters"
          autoComplete="organization"
          required
        />
      </div>
      <div className="mb-3">
        <label htmlFor={`${id}-user`} className="form-label">
          {t('username')}
        </label>
        <input
          id={`${id}-user`}
          name="username"
          className="form-control form-control-lg"
          inputMode="tel"
          autoComplete="username"
          required
        />
      </div>
      <div className="mb-4">
        <label htmlFor={`${id}-password`} className="form-label">
          {t('password')}
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          className="form-control form-control-lg"
          autoComplete="current-password"
          required
        />
      </div>
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={busy}>
        {busy ? t('signingIn') : t('submit')}
      </button>
    </form>
  );
}
