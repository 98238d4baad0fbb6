// Keys of the news area. Not a client module: the news pages build the same keys on the server to hand their first
// page to react-query.
import type { NewsListQuery } from '@/lib/schemas/news';

export const newsKeys = {
  all: () => ['news'] as const,
  list: (params: NewsListQuery) => ['news', 'list', params] as const,
  detail: (id: string) => ['news', 'detail', id] as const,
  // Outside 'news': a photo never changes under its address, so saving a post must not fetch every photo again.
  image: (url: string) => ['news-images', url] as const,
};
