import { NewsPage } from '@/components/management/news/news-page';

/** /management/news-class/desktop: the full table with the editor. */
export default function Page() {
  return <NewsPage kind="class" variant="desktop" />;
}
