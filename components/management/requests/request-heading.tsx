'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

export type RequestView = 'desktop' | 'mobile';

/** Title of a request area's page, with the switch between its /desktop and /mobile layouts. */
export function RequestHeading({
  title,
  group,
  icon,
  route,
  variant,
  current,
  testId,
}: {
  title: string;
  group: string;
  icon: string;
  route: string;
  /** Shown beside the title on /desktop and /mobile; the bare route has none. */
  variant: RequestView | null;
  current: RequestView;
  testId: string;
}) {
  const t = useTranslations('requests');
  return (
    <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
      <div className="min-w-0">
        {group && <p className="text-body-secondary small mb-1">{group}</p>}
        <h1 id="page-title" className="h3 d-flex align-items-center gap-2 mb-0">
          <i className={`bi ${icon}`} aria-hidden="true" />
          {title}
          {variant && <span className="badge text-bg-secondary fs-6">{t(`views.${variant}`)}</span>}
        </h1>
      </div>
      <nav aria-label={t('views.label')}>
        <div className="btn-group" role="group">
          {(['desktop', 'mobile'] as const).map((v) => (
            <Link
              key={v}
              href={`${route}/${v}`}
              className={`btn btn-sm d-inline-flex align-items-center ${v === current ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-current={v === variant ? 'page' : undefined}
              style={{ minHeight: 44 }}
              data-testid={`${testId}-view-${v}`}
            >
              <i className={`bi ${v === 'desktop' ? 'bi-display' : 'bi-phone'} me-1`} aria-hidden="true" />
              {t(`views.${v}`)}
            </Link>
          ))}
        </div>
      </nav>
    </div>
  );
}
