import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { firstList } from '../http/first-list';
import { listNews } from './list-news';
import { NEWS_PAGE_SIZE, type NewsKind } from '@/lib/news-values';
import { newsListQuery, type NewsListQuery } from '@/lib/schemas/news';
import { newsKeys, NEWS_LIST } from '@/lib/api/news-keys';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';

/**
 * A kind's news, read with the service the API calls under the key the screen's hook uses: the phone's cards open on
 * their first page, the desktop table on what the address asks for. The page guard has checked the kind's read.
 */
export async function newsFirstScreen(
  ctx: RequestContext,
  kind: NewsKind,
  layout: 'desktop' | 'mobile',
  searchParams: SearchParams,
): Promise<JsonText<DehydratedState>> {
  const query =
    layout === 'mobile'
      ? { kind, page: 1, page_size: NEWS_PAGE_SIZE }
      : { kind, ...listQueryFromUrl(searchParams, NEWS_LIST) };
  const list = await firstList(newsKeys.list(query as NewsListQuery), newsListQuery, query, (q) => listNews(ctx, q));
  return firstScreen([list]);
}
