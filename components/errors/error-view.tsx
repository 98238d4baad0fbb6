'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';

/**
 * The error page body (spec §2, §8): the status, its message, and a link back home. A client component: Next.js
 * renders every layout's not-found and forbidden fallback into each page's server payload whether or not it is shown,
 * so as a server component its words were formatted on every page (issue 41); its words are the shell's (`errors`'
 * client keys, `common`).
 */
export function ErrorView({ status, message }: { status: number; message?: string }) {
  const t = useTranslations('errors');
  const tc = useTranslations('common');
  const title = status === 404 ? t('notFoundTitle') : status === 403 ? t('forbiddenTitle') : t('genericTitle');
  const text = message ?? (status === 404 ? t('notFound') : status === 403 ? t('forbidden') : t('generic'));
  return (
    <section className="error-view text-center py-5 px-3" aria-labelledby="error-title" data-testid="error-view" data-status={status}>
      <p className="display-4 fw-bold text-body-secondary mb-1" aria-hidden="true">
        {status}
      </p>
      <h1 id="error-title" className="h4">
        {title}
      </h1>
      <p className="visually-hidden">{t('status', { status })}</p>
      <p className="lead">{text}</p>
      <Link href="/" className="btn btn-primary">
        {tc('backHome')}
      </Link>
    </section>
  );
}
