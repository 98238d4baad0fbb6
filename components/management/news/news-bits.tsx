'use client';
import { useTranslations } from 'next-intl';
import { Badge, ProgressBar } from 'react-bootstrap';
import { Link } from '@/lib/i18n/navigation';
import { useNewsImage } from '@/lib/api/news';
import type { NewsKind, NewsStatus } from '@/lib/news-values';
import { ICONS, type NewsView } from './news-types';

const VARIANTS: Record<NewsStatus, string> = {
  draft: 'secondary',
  scheduled: 'info',
  published: 'success',
  hidden: 'dark',
};

export function NewsStatusBadge({ status }: { status: NewsStatus }) {
  const t = useTranslations('news');
  return (
    <Badge bg={VARIANTS[status]} text={status === 'scheduled' ? 'dark' : undefined} data-status={status}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}

/** "18 / 23 families read", with a bar; nothing to show before the post is out to anyone. */
export function ReadCount({ read, total, bar = true }: { read: number; total: number; bar?: boolean }) {
  const t = useTranslations('news');
  return (
    <div data-testid="news-read-count">
      <span className="small text-nowrap">{t('readCount', { read, total })}</span>
      {bar && total > 0 && (
        <ProgressBar
          now={Math.round((read / total) * 100)}
          variant="success"
          style={{ height: 4 }}
          className="mt-1"
          aria-hidden="true"
        />
      )}
    </div>
  );
}

/** A stored photo fetched with the API's headers; a grey box until it comes (or when it cannot). */
export function NewsPhoto({
  url,
  alt,
  size,
  className,
}: {
  url: string | null;
  alt: string;
  size: number;
  className?: string;
}) {
  const photo = useNewsImage(url);
  const style = { width: size, height: size, objectFit: 'cover' as const };
  if (!photo.data)
    return (
      <span
        className={`d-inline-flex align-items-center justify-content-center bg-body-tertiary rounded text-body-secondary ${className ?? ''}`}
        style={style}
        aria-hidden="true"
      >
        <i className="bi bi-image" />
      </span>
    );
  // eslint-disable-next-line @next/next/no-img-element -- a data: URL fetched with the API's headers
  return <img src={photo.data} alt={alt} className={`rounded ${className ?? ''}`} style={style} />;
}

/** The page title (with the layout when the route names one) and the switch between both layouts. */
export function NewsHeading({
  kind,
  title,
  group,
  variant,
  current,
}: {
  kind: NewsKind;
  title: string;
  group: string;
  /** Shown beside the title on /desktop and /mobile; the bare route has none. */
  variant: NewsView | null;
  /** The layout on screen. */
  current: NewsView;
}) {
  const t = useTranslations('news');
  return (
    <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
      <div className="min-w-0">
        {group && <p className="text-body-secondary small mb-1">{group}</p>}
        <h1 id="page-title" className="h3 d-flex flex-wrap align-items-center gap-2 mb-0">
          <i className={`bi ${ICONS[kind]}`} aria-hidden="true" />
          {title}
          {variant && <span className="badge text-bg-secondary fs-6">{t(`views.${variant}`)}</span>}
        </h1>
      </div>
      <nav aria-label={t('views.label')}>
        <div className="btn-group" role="group">
          {(['desktop', 'mobile'] as const).map((v) => (
            <Link
              key={v}
              href={`/management/news-${kind}/${v}`}
              className={`btn btn-sm d-inline-flex align-items-center ${v === current ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-current={v === variant ? 'page' : undefined}
              style={{ minHeight: 44 }}
              data-testid={`news-view-${v}`}
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
