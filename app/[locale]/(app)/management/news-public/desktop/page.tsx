import { NewsPage } from '@/components/management/news/news-page';

/** /management/news-public/desktop: the full table with the editor. */
export default function Page() {
  return <NewsPage kind="public" variant="desktop" />;
}
