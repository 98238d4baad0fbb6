import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { getAppNewsPost } from '@/lib/server/news/app-news';
import { sanitizeNewsHtml } from '@/lib/server/news/sanitize';
import { AppError } from '@/lib/server/http/errors';
import { ParentMessages } from '@/components/providers/parent-messages';
import { ParentScreen } from '@/components/parent/shell/parent-screen';
import { NewsGallery } from '@/components/parent/news/news-gallery';
import { MarkRead } from '@/components/parent/news/mark-read';
import { Link } from '@/components/ui/link';
import { formatDate } from '@/lib/format';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One post of the family's feed (the service of GET /api/app/news/detail): its photos (full-screen viewer) and its
 * rich text — sanitised by the server when staff saved it, and once more here before it is drawn as HTML. Opening
 * it marks it read (POST /api/app/news/read).
 */
export default async function ParentNewsPostPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const page = await requireParentPage();
  if (!UUID.test(id)) notFound();
  let post;
  try {
    post = await getAppNewsPost(page.ctx, id);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
  const t = await getTranslations('parentNews');
  const html = sanitizeNewsHtml(post.content_html);
  return (
    <ParentMessages ns={['parentNews']}>
      <Link href="/parent/news" className="news-back" data-testid="news-back">
        <i className="bi bi-chevron-left" aria-hidden="true" />
        {t('back')}
      </Link>
      <ParentScreen title={post.title}>
        <article className="news-post" data-testid="news-post">
          <p className="news-item-meta">
            <span>{t('published', { date: formatDate(post.published_at) })}</span>
            <span>{t(`kinds.${post.kind}`)}</span>
          </p>
          {post.summary && <p className="news-post-summary">{post.summary}</p>}
          <NewsGallery images={post.images} title={post.title} />
          {html && <div className="news-content" dangerouslySetInnerHTML={{ __html: html }} />}
        </article>
        <MarkRead id={post.id} read={post.read} />
      </ParentScreen>
    </ParentMessages>
  );
}
