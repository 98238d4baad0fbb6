import { getTranslations } from 'next-intl/server';
import { ParentLink } from '@/components/parent/shell/parent-link';

/** A page of the parents' app that does not exist, or a record that is not the family's: 404, back to its home. */
export default async function ParentNotFound() {
  const t = await getTranslations();
  return (
    <main className="min-vh-100 d-flex align-items-center justify-content-center">
      <section className="error-view text-center py-5 px-3" aria-labelledby="error-title" data-testid="error-view" data-status={404}>
        <p className="display-4 fw-bold text-body-secondary mb-1" aria-hidden="true">
          404
        </p>
        <h1 id="error-title" className="h4">
          {t('errors.notFoundTitle')}
        </h1>
        <p className="visually-hidden">{t('errors.status', { status: 404 })}</p>
        <p className="lead">{t('errors.notFound')}</p>
        <ParentLink href="/parent" className="btn btn-primary">
          {t('common.backHome')}
        </ParentLink>
      </section>
    </main>
  );
}
