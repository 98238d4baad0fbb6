import { NewsPage } from '@/components/management/news/news-page';
import { PageMessages } from '@/components/providers/page-messages';

/** /management/news-class: the layout that fits the device (a phone gets the cards). */
export default function Page() {
  return (
    <PageMessages ns={['news']}>
      <NewsPage kind="class" variant={null} />
    </PageMessages>
  );
}
