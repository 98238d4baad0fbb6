import 'server-only';
import { fitsPhone } from '@/lib/server/http/fits-phone';
import { requirePage } from '@/lib/server/auth/require-page';
import { listNews } from '@/lib/server/news/list-news';
import { ErrorView } from '@/components/errors/error-view';
import { newsMenu, type NewsKind } from '@/lib/news-values';
import { newsListQuery } from '@/lib/schemas/news';
import { NewsDesktop } from './news-desktop';
import { NewsMobile } from './news-mobile';
import { NEWS_PAGE_SIZE, type NewsRights } from './news-types';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { newsKeys } from '@/lib/api/news-keys';

/**
 * /management/news-<kind>[/desktop|/mobile]: 403 without read on the kind's menu, as the API would; the first page
 * of the list comes with the page (the same service the API calls), so the list shows at once.
 */
export async function NewsPage({ kind, variant }: { kind: NewsKind; variant: 'desktop' | 'mobile' | null }) {
  const page = await requirePage(newsMenu(kind));
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  const code = newsMenu(kind);
  const can: NewsRights = {
    create: ctx.can(code, 'create'),
    update: ctx.can(code, 'update'),
    delete: ctx.can(code, 'delete'),
    approve: ctx.can(code, 'approve'),
  };
  const firstPage = { kind, page: 1, page_size: NEWS_PAGE_SIZE };
  const list = await listNews(ctx, newsListQuery.parse(firstPage));
  const props = { kind, title: page.title, group: page.group, can, ownOnly: ctx.scope === 'class', variant };
  const layout = variant ?? ((await fitsPhone()) ? 'mobile' : 'desktop');
  return (
    <JsonHydration state={firstScreen([[newsKeys.list(firstPage), list]])}>
      {layout === 'mobile' ? <NewsMobile {...props} /> : <NewsDesktop {...props} />}
    </JsonHydration>
  );
}
