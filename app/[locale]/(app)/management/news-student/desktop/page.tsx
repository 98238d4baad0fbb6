import { NewsPage } from '@/components/management/news/news-page';

/** /management/news-student/desktop: the full table with the editor. */
export default function Page() {
  return <NewsPage kind="student" variant="desktop" />;
}
