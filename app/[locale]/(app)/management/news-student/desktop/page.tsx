import { NewsPage } from '@/components/management/news/news-page';
import { PageMessages } from '@/components/providers/page-messages';

/** /management/news-student/desktop: the full table with the editor. */
export default function Page() {
  return (
    <PageMessages ns={['news']}>
      <NewsPage kind="student" variant="desktop" />
    </PageMessages>
  );
}
