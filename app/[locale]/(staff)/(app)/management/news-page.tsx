import 'server-only';
import { fitsPhone } from '@/lib/server/http/fits-phone';
import { requirePage } from '@/lib/server/auth/require-page';
import { newsMenu, type NewsKind } from '@/lib/news-values';
import { NewsDesktop } from '@/components/management/news/news-desktop';
import { NewsMobile } from '@/components/management/news/news-mobile';
import type { NewsRights } from '@/components/management/news/news-types';
import { JsonHydration } from '@/components/providers/json-hydration';
import type { SearchParams } from '@/lib/list-query';
import { newsFirstScreen } from '@/lib/server/news/news-first-screen';

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
  if (!page) return null;
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
  return (
    <JsonHydration state={await newsFirstScreen(ctx, kind, layout, (await searchParams) ?? {})}>
      {layout === 'mobile' ? <NewsMobile {...props} /> : <NewsDesktop {...props} />}
    </JsonHydration>
  );
}
