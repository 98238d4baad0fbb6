'use client';
import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { isChunkError, reloadForChunkError } from '@/components/providers/chunk-error-guard';

/** Route errors: a status code and a message (spec §8); a chunk that failed to load reloads, once a minute. */
export default function RouteError({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  const t = useTranslations();
  useEffect(() => {
    if (isChunkError(error)) reloadForChunkError();
  }, [error]);
  const status = error.status ?? 500;
  return (
    <main className="min-vh-100 d-flex align-items-center justify-content-center">
      <section className="text-center py-5 px-3" aria-labelledby="error-title" data-testid="error-view" data-status={status}>
        <p className="display-4 fw-bold text-body-secondary mb-1" aria-hidden="true">
          {status}
        </p>
        <h1 id="error-title" className="h4">
          {t('errors.genericTitle')}
        </h1>
        <p className="lead">{error.message && status !== 500 ? error.message : t('errors.generic')}</p>
        <div className="d-flex gap-2 justify-content-center">
          <button type="button" className="btn btn-outline-secondary" onClick={reset}>
            {t('common.reload')}
          </button>
          <Link className="btn btn-primary" href="/">
            {t('common.backHome')}
          </Link>
        </div>
      </section>
    </main>
  );
}
