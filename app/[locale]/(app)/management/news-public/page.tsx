import { NewsPage } from '@/components/management/news/news-page';

/** /management/news-public: the layout that fits the device (a phone gets the cards). */
export default function Page() {
  return <NewsPage kind="public" variant={null} />;
}
