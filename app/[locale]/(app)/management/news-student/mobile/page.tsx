import { NewsPage } from '@/components/management/news/news-page';

/** /management/news-student/mobile: cards for a phone. */
export default function Page() {
  return <NewsPage kind="student" variant="mobile" />;
}
