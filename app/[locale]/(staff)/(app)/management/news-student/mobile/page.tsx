import { NewsPage } from '../../news-page';
import { PageMessages } from '@/components/providers/page-messages';

/** /management/news-student/mobile: cards for a phone. */
export default function Page() {
  return (
    <PageMessages ns={['news']}>
      <NewsPage kind="student" variant="mobile" />
    </PageMessages>
  );
}
