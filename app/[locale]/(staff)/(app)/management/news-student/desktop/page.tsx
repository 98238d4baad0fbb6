import { NewsPage } from '../../news-page';
import { PageMessages } from '@/components/providers/page-messages';
import type { SearchParams } from '@/lib/list-query';

/** /management/news-student/desktop: the full table with the editor. */
export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <PageMessages ns={['news']}>
      <NewsPage kind="student" variant="desktop" searchParams={searchParams} />
    </PageMessages>
  );
}
