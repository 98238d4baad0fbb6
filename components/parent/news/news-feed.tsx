'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { parentList } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDate } from '@/lib/format';
import { newsCard, type ParentNewsCard } from '@/lib/parent-news';
import type { AppNewsItem } from '@/lib/schemas/news';

/**
 * The parents' feed: the first page comes with the page; "load more" asks GET /api/app/news/list for the next one.
 * A post opens on its own page, which marks it read.
 */
export function NewsFeed({
  first,
  total: firstTotal,
  pageSize,
  studentId,
}: {
  first: ParentNewsCard[];
  total: number;
  pageSize: number;
  studentId: string | null;
}) {
  const t = useTranslations('parentNews');
  const errorText = useErrorText();
  const [items, setItems] = useState(first);
  const [total, setTotal] = useState(firstTotal);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function loadMore() {
    setBusy(true);
    setError(null);
    try {
      // The page after the posts shown (a post published meanwhile shifts the pages: ids already shown are skipped).
      const page = Math.floor(items.length / pageSize) + 1;
      const answer = await parentList<AppNewsItem>('news/list', {
        page,
        page_size: pageSize,
        ...(studentId ? { student_id: studentId } : {}),
      });
      setItems((shown) => {
        const seen = new Set(shown.map((i) => i.id));
        return [...shown, ...answer.data.filter((i) => !seen.has(i.id)).map(newsCard)];
      });
      setTotal(answer.total);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  if (items.length === 0) return <p className="parent-card text-body-secondary" data-testid="news-empty">{t('empty')}</p>;
  return (
    <>
      <ul className="news-feed" data-testid="news-feed">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={`/parent/news/${item.id}`}
              className={`news-item${item.read ? '' : ' news-unread'}`}
              data-testid="news-item"
              data-read={item.read ? 'true' : 'false'}
            >
              {item.cover_thumb_url ? (
                // The family's own photo route (the session cookie), a small thumbnail: not resized by Next.
                // eslint-disable-next-line @next/next/no-img-element
                <img src={item.cover_thumb_url} alt="" className="news-thumb" width={80} height={80} loading="lazy" />
              ) : (
                <span className="news-thumb news-thumb-empty" aria-hidden="true">
                  <i className="bi bi-newspaper" />
                </span>
              )}
              <span className="news-item-body">
                <span className="news-item-title">{item.title}</span>
                {item.summary && <span className="news-item-summary">{item.summary}</span>}
                <span className="news-item-meta">
                  {item.pinned && (
                    <span className="news-tag">
                      <i className="bi bi-pin-angle-fill" aria-hidden="true" /> {t('pinned')}
                    </span>
                  )}
                  <span>{formatDate(item.published_at)}</span>
                  <span>{t(`kinds.${item.kind}`)}</span>
                  {item.image_count > 0 && (
                    <span>
                      <i className="bi bi-images" aria-hidden="true" /> {t('photos', { count: item.image_count })}
                    </span>
                  )}
                  <span className={item.read ? 'news-read' : 'news-unread-label'} data-testid="news-item-state">
                    {item.read ? t('read') : t('unread')}
                  </span>
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="news-shown" aria-live="polite">
        {t('shown', { shown: items.length, total })}
      </p>
      {error && (
        <p className="alert alert-danger py-2" role="alert">
          {error}
        </p>
      )}
      {items.length < total && (
        <button type="button" className="btn btn-outline-primary w-100 news-more" onClick={loadMore} disabled={busy} data-testid="news-load-more">
          {busy ? t('loading') : t('loadMore')}
        </button>
      )}
    </>
  );
}
