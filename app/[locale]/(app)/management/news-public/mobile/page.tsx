import { NewsPage } from '@/components/management/news/news-page';

/** /management/news-public/mobile: cards for a phone. */
export default function Page() {
  return <NewsPage kind="public" variant="mobile" />;
}
