// Keys of the news area. Not a client module: the news pages build the same keys on the server to hand their first
// page to react-query.
import type { NewsListQuery } from '@/lib/schemas/news';
import type { ListSpec } from '@/lib/list-query';
import { NEWS_PAGE_SIZE } from '@/lib/news-values';

export const newsKeys = {
  all: () => ['news'] as const,
  list: (params: NewsListQuery) => ['news', 'list', params] as const,
  detail: (id: string) => ['news', 'detail', id] as const,
  // Outside 'news': a photo never changes under its address, so saving a post must not fetch every photo again.
  image: (url: string) => ['news-images', url] as const,
};

/** The desktop news list in the URL: its filters and page size. */
export const NEWS_FILTERS = ['status', 'class_id'] as const;
export const NEWS_LIST: ListSpec<(typeof NEWS_FILTERS)[number]> = { filters: NEWS_FILTERS, pageSize: NEWS_PAGE_SIZE };
