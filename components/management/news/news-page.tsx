import 'server-only';
import { fitsPhone } from '@/lib/server/http/fits-phone';
import { requirePage } from '@/lib/server/auth/require-page';
import { listNews } from '@/lib/server/news/list-news';
import { ErrorView } from '@/components/errors/error-view';
import { NEWS_PAGE_SIZE, newsMenu, type NewsKind } from '@/lib/news-values';
import { newsListQuery, type NewsListQuery } from '@/lib/schemas/news';
import { NewsDesktop } from './news-desktop';
import { NewsMobile } from './news-mobile';
import type { NewsRights } from './news-types';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { newsKeys, NEWS_LIST } from '@/lib/api/news-keys';
import { firstList } from '@/lib/server/http/first-list';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';

/**
 * /management/news-<kind>[/desktop|/mobile]: 403 without read on the kind's menu, as the API would; the list the
 * address asks for comes with the page (the same service the API calls), so the list shows at once.
 */
export async function NewsPage({
  kind,
  variant,
  searchParams,
}: {
  kind: NewsKind;
  variant: 'desktop' | 'mobile' | null;
  /** The address's list state, which the desktop layout keeps (the phone's cards have none). */
  searchParams?: Promise<SearchParams>;
}) {
  const page = await requirePage(newsMenu(kind));
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  const code = newsMenu(kind);
  const can: NewsRights = {
    create: ctx.can(code, 'create'),
    update: ctx.can(code, 'update'),
    delete: ctx.can(code, 'delete'),
    approve: ctx.can(code, 'approve'),
    export: ctx.can(code, 'export'),
  };
  const props = { kind, title: page.title, group: page.group, can, ownOnly: ctx.scope === 'class', variant };
  const layout = variant ?? ((await fitsPhone()) ? 'mobile' : 'desktop');
  // The phone's cards open on their first page; the desktop table on what the address asks for.
  const query =
    layout === 'mobile'
      ? { kind, page: 1, page_size: NEWS_PAGE_SIZE }
      : { kind, ...listQueryFromUrl((await searchParams) ?? {}, NEWS_LIST) };
  const list = await firstList(newsKeys.list(query as NewsListQuery), newsListQuery, query, (q) => listNews(ctx, q));
  return (
    <JsonHydration state={firstScreen([list])}>
      {layout === 'mobile' ? <NewsMobile {...props} /> : <NewsDesktop {...props} />}
    </JsonHydration>
  );
}
