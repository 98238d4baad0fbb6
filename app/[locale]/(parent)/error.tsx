'use client';
import { useEffect } from 'react';
import { isChunkError, reloadForChunkError } from '@/components/providers/chunk-error-guard';
import { parentPath } from '@/lib/parent-path';
import { useParentWords } from '@/components/parent/shell/parent-words';

/**
 * The parents' app's route errors (its root layout's words: no next-intl client); a chunk that failed to load
 * reloads, once a minute, as on the staff side.
 */
export default function ParentRouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string; status?: number };
  reset: () => void;
}) {
  const words = useParentWords();
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
          {words.errorTitle}
        </h1>
        <p className="lead">{error.message && status !== 500 ? error.message : words.error}</p>
        <div className="d-flex gap-2 justify-content-center">
          <button type="button" className="btn btn-outline-secondary" onClick={reset}>
            {words.reload}
          </button>
          {/* A full page load on purpose (and no router link's 3 kB in this chunk): the screen failed to render. */}
          <a className="btn btn-primary" href={parentPath(words.locale, '/parent')}>
            {words.backHome}
          </a>
        </div>
      </section>
    </main>
  );
}
