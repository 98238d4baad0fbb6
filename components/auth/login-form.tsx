'use client';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { api, ApiError, apiInstance, configureApi, getData } from '@/lib/api/client';
import { endCookieSession, startCookieSession } from '@/lib/api/auth-session';
import type { LoginInput } from '@/lib/schemas/auth';
import { safeRedirectPath } from '@/lib/redirect';
import { useErrorText } from '@/lib/api/use-error-text';
import type { CurrentUser } from '@/lib/api/shell';

type Errors = Partial<Record<keyof LoginInput, string>>;

/**
 * The sign-in page is the first page of the day on a teacher's phone: two fields need no form library, and the
 * schema (with zod) is fetched only when the form is first checked, not with the page. Answers the checked values
 * or the first message of each field.
 */
async function check(values: LoginInput): Promise<{ data: LoginInput } | { errors: Errors }> {
  const { loginSchema } = await import('@/lib/schemas/auth');
  const parsed = loginSchema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof LoginInput] ??= issue.message;
  return { errors };
}

export function LoginForm() {
  const t = useTranslations('login');
  const errorText = useErrorText();
  const locale = useLocale();
  const search = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const ended = search.get('ended') === '1';
  const done = search.get('done');
  const [values, setValues] = useState<LoginInput>({ username: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [checked, setChecked] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  // Once the form has been checked, each change checks it again, so that a message goes as soon as it is mended.
  const field = (name: keyof LoginInput) => ({
    name,
    value: values[name],
    onChange: (e: { target: { value: string } }) => {
      const next = { ...values, [name]: e.target.value };
      setValues(next);
      if (checked) void check(next).then((r) => setErrors('errors' in r ? r.errors : {}));
    },
  });

  // A session the server no longer accepts: drop the stale cookie so that the proxy (proxy.ts) lets us sign in again.
  useEffect(() => {
    if (ended) void apiInstance().then(endCookieSession);
  }, [ended]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setChecked(true);
    const checkedValues = await check(values);
    setErrors('errors' in checkedValues ? checkedValues.errors : {});
    if ('errors' in checkedValues) {
      // As a form library would: the first field to mend gets the focus.
      document.getElementById(checkedValues.errors.username ? 'login-username' : 'login-password')?.focus();
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      configureApi({ token: null });
      const { data } = await api.post<{ data: { accessToken: string } }>('/webadmin/User/login', checkedValues.data);
      const accessToken = data.data.accessToken;
      if (!(await startCookieSession(await apiInstance(), accessToken))) throw new ApiError(401, 'errors.session_expired', undefined, undefined);
      configureApi({ token: accessToken });
      await getData<CurrentUser>('/webadmin/User/get-detail-by-token');
      const home = locale === 'vi' ? '/' : `/${locale}`;
      window.location.assign(safeRedirectPath(search.get('callbackUrl')) ?? home);
    } catch (e) {
      setError(errorText(e));
      setSubmitting(false);
    }
  };

  // Plain elements with Bootstrap's classes: react-bootstrap's Form, Alert and Spinner would add about 8 kB to
  // the first page of the day.
  return (
    <form noValidate method="post" onSubmit={(e) => void onSubmit(e)} aria-describedby={error ? 'login-error' : undefined}>
      {ended && !error && (
        <div className="alert alert-warning" role="alert">
          {t('sessionEnded')}
        </div>
      )}
      {done === 'password' && !error && (
        <div className="alert alert-success" role="alert">
          {t('passwordChanged')}
        </div>
      )}
      {error && (
        <div className="alert alert-danger" id="login-error" role="alert">
          {error}
        </div>
      )}
      <div className="mb-3">
        <label className="form-label" htmlFor="login-username">
          {t('username')} <span aria-hidden="true" className="text-danger">*</span>
        </label>
        <input
          id="login-username"
          className={`form-control ${errors.username ? 'is-invalid' : ''}`}
          autoComplete="username"
          autoCapitalize="none"
          autoFocus
          aria-invalid={!!errors.username}
          aria-required="true"
          {...field('username')}
        />
        <div className="invalid-feedback">{errors.username && errorText(errors.username)}</div>
      </div>
      <div className="mb-4">
        <label className="form-label" htmlFor="login-password">
          {t('password')} <span aria-hidden="true" className="text-danger">*</span>
        </label>
        <div className="input-group has-validation">
          <input
            id="login-password"
            className={`form-control ${errors.password ? 'is-invalid' : ''}`}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            aria-invalid={!!errors.password}
            aria-required="true"
            {...field('password')}
          />
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => setShowPassword((v) => !v)}
            aria-label={showPassword ? t('hidePassword') : t('showPassword')}
            aria-pressed={showPassword}
          >
            <i className={`bi ${showPassword ? 'bi-eye-slash' : 'bi-eye'}`} aria-hidden="true" />
          </button>
          <div className="invalid-feedback">{errors.password && errorText(errors.password)}</div>
        </div>
      </div>
      <button type="submit" className="btn btn-primary btn-lg w-100 login-submit" disabled={isSubmitting}>
        {isSubmitting ? (
          <>
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            {t('submitting')}
          </>
        ) : (
          t('submit')
        )}
      </button>
    </form>
  );
}
