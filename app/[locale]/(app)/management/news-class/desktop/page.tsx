import { NewsPage } from '@/components/management/news/news-page';
import { PageMessages } from '@/components/providers/page-messages';

/** /management/news-class/desktop: the full table with the editor. */
export default function Page() {
  return (
    <PageMessages ns={['news']}>
      <NewsPage kind="class" variant="desktop" />
    </PageMessages>
  );
}
