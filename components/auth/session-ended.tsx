'use client';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { apiInstance } from '@/lib/api/client';
import { handleUnauthorized } from '@/lib/api/unauthorized';

/** The server no longer accepts this browser's session: sign it out and go to the login page. */
export function SessionEnded() {
  const t = useTranslations('login');
  useEffect(() => void apiInstance().then(handleUnauthorized), []);
  return (
    <main className="d-flex flex-column align-items-center justify-content-center min-vh-100 gap-3" role="status">
      <span className="spinner-border" aria-hidden="true" />
      <p>{t('sessionEnded')}</p>
    </main>
  );
}
