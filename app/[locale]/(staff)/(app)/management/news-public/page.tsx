import { NewsPage } from '../news-page';
import { PageMessages } from '@/components/providers/page-messages';
import type { SearchParams } from '@/lib/list-query';

/** /management/news-public: the layout that fits the device (a phone gets the cards). */
export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <PageMessages ns={['news']}>
      <NewsPage kind="public" variant={null} searchParams={searchParams} />
    </PageMessages>
  );
}
