'use client';
import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { configureApi } from '@/lib/api/client';
import { signOutNow } from '@/lib/api/sign-out';

/** A staff account that has not been given any school yet. */
export function NoSchool({ token, name }: { token: string; name: string }) {
  const t = useTranslations();
  const locale = useLocale();
  useEffect(() => configureApi({ token }), [token]);
  return (
    <main className="d-flex flex-column align-items-center justify-content-center min-vh-100 gap-3 p-3 text-center">
      <h1 className="h4">{name}</h1>
      <p>{t('errors.no_school')}</p>
      <button type="button" className="btn btn-primary" onClick={() => void signOutNow(locale)}>
        {t('header.signOut')}
      </button>
    </main>
  );
}
