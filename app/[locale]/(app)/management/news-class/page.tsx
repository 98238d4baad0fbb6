import { NewsPage } from '@/components/management/news/news-page';

/** /management/news-class: the layout that fits the device (a phone gets the cards). */
export default function Page() {
  return <NewsPage kind="class" variant={null} />;
}
