'use client';
import { useTranslations } from 'next-intl';
import { sortBy, type Column } from '@/components/ui/data-table';
import { OpenCell } from '@/components/ui/open-cell';
import type { NewsRow } from '@/lib/api/news';
import { formatDateTime } from '@/lib/format';
import type { NewsKind } from '@/lib/news-values';
import { NewsPhoto, NewsStatusBadge, ReadCount } from './news-bits';

/** The columns of one kind's posts; the title opens the editor. Public news has no audience column. */
export function useNewsColumns(kind: NewsKind, open: (id: string) => void): Column<NewsRow>[] {
  const t = useTranslations('news');
  return [
    {
      ...sortBy('title', t('columns.title')),
      primary: true,
      render: (n) => (
        <div className="d-flex gap-2 align-items-start">
          <NewsPhoto url={n.cover_thumb_url} alt="" size={48} className="flex-shrink-0" />
          <div className="min-w-0">
            <OpenCell label={t('openLabel', { title: n.title })} onOpen={() => open(n.id)}>
              {n.pinned && <i className="bi bi-pin-angle-fill text-warning me-1" role="img" aria-label={t('pinned')} />}
              {n.title}
            </OpenCell>
            {n.summary && (
              <div className="small text-body-secondary text-truncate" style={{ maxWidth: 360 }}>
                {n.summary}
              </div>
            )}
            {n.image_count > 0 && (
              <div className="small text-body-secondary">
                <i className="bi bi-images me-1" aria-hidden="true" />
                {t('photoCount', { count: n.image_count })}
              </div>
            )}
          </div>
        </div>
      ),
    },
    ...(kind === 'public'
      ? []
      : [{ key: 'audience', header: t('columns.audience'), render: (n: NewsRow) => <Audience row={n} /> }]),
    {
      ...sortBy('status', t('columns.status')),
      render: (n) => <NewsStatusBadge status={n.status} />,
    },
    {
      ...sortBy('publish_at', t('columns.publishAt')),
      className: 'text-nowrap',
      render: (n) => (
        <>
          {n.status === 'draft' ? '' : formatDateTime(n.publish_at)}
          {n.created_by_name && <div className="small text-body-secondary">{n.created_by_name}</div>}
        </>
      ),
    },
    {
      key: 'reads',
      header: t('columns.reads'),
      render: (n) =>
        n.status === 'draft' || n.status === 'scheduled' ? (
          <span className="small text-body-secondary">{t('audienceCount', { count: n.audience_count })}</span>
        ) : (
          <ReadCount read={n.read_count} total={n.audience_count} />
        ),
    },
  ];
}

/** The classes or children a post is for: the first three, then how many more. */
function Audience({ row }: { row: NewsRow }) {
  const names = row.kind === 'class' ? row.classes.map((c) => c.name) : row.students.map((s) => s.full_name);
  const shown = names.slice(0, 3).join(', ');
  return (
    <span className="small" title={names.join(', ')}>
      {shown}
      {names.length > 3 && ` +${names.length - 3}`}
    </span>
  );
}
