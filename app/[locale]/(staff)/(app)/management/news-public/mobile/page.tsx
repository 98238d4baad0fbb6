import { NewsPage } from '../../news-page';
import { PageMessages } from '@/components/providers/page-messages';

/** /management/news-public/mobile: cards for a phone. */
export default function Page() {
  return (
    <PageMessages ns={['news']}>
      <NewsPage kind="public" variant="mobile" />
    </PageMessages>
  );
}
