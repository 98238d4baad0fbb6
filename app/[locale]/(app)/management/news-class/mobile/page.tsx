import { NewsPage } from '@/components/management/news/news-page';

/** /management/news-class/mobile: cards for a phone. */
export default function Page() {
  return <NewsPage kind="class" variant="mobile" />;
}
