import { NewsPage } from '@/components/management/news/news-page';

/** /management/news-student: the layout that fits the device (a phone gets the cards). */
export default function Page() {
  return <NewsPage kind="student" variant={null} />;
}
