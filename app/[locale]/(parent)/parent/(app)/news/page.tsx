import { getTranslations } from 'next-intl/server';
import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { pageAppNews } from '@/lib/server/news/app-news';
import { ParentMessages } from '@/components/providers/parent-messages';
import { ParentScreen } from '@/components/parent/shell/parent-screen';
import { NewsFeed } from '@/components/parent/news/news-feed';
import { APP_NEWS_PAGE_SIZE } from '@/lib/news-values';
import { newsCard } from '@/lib/parent-news';

/**
 * The parents' news: the feed of the school, the class and the child on screen (the family's, with no child), its
 * first page read with the service of GET /api/app/news/list; "load more" calls that endpoint.
 */
export default async function ParentNewsPage() {
  const page = await requireParentPage();
  const t = await getTranslations('parentNews');
  const studentId = page.child?.id ?? null;
  const first = await pageAppNews(page.ctx, {
    student_id: studentId ?? undefined,
    page: 1,
    page_size: APP_NEWS_PAGE_SIZE,
  });
  return (
    <ParentMessages ns={['parentNews']}>
      <ParentScreen title={t('title')}>
        <NewsFeed
          key={studentId ?? 'family'}
          first={first.data.map(newsCard)}
          total={first.total}
          pageSize={APP_NEWS_PAGE_SIZE}
          studentId={studentId}
        />
      </ParentScreen>
    </ParentMessages>
  );
}
