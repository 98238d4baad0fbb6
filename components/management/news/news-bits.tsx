'use client';
import { useTranslations } from 'next-intl';
import { StatusBadge } from '@/components/ui/status-badge';
import { ProgressBar } from 'react-bootstrap';
import { useNewsImage } from '@/lib/api/news';
import type { NewsStatus } from '@/lib/news-values';

const VARIANTS: Record<NewsStatus, string> = {
  draft: 'secondary',
  scheduled: 'info',
  published: 'success',
  hidden: 'dark',
};

export function NewsStatusBadge({ status }: { status: NewsStatus }) {
  const t = useTranslations('news');
  return <StatusBadge variant={VARIANTS[status]} text={t(`statuses.${status}`)} status={status} />;
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
