import 'server-only';
import { headers } from 'next/headers';
import { getLocale } from 'next-intl/server';
import { UAParser } from 'ua-parser-js';
import { getPageSession } from '@/lib/server/auth/page-session';
import { MENU_BY_CODE } from '@/lib/server/menu/menu-tree';
import { listNews } from '@/lib/server/news/list-news';
import { ErrorView } from '@/components/errors/error-view';
import { isLocale } from '@/lib/i18n/routing';
import { newsMenu, type NewsKind } from '@/lib/news-values';
import { newsListQuery } from '@/lib/schemas/news';
import { NewsDesktop } from './news-desktop';
import { NewsMobile } from './news-mobile';
import { NEWS_PAGE_SIZE, type NewsRights } from './news-types';

/** A phone (not a tablet) gets the cards on the bare route; everything else the table. */
async function fitsPhone() {
  const ua = (await headers()).get('user-agent') ?? '';
  return new UAParser(ua).getDevice().type === 'mobile';
}

/**
 * /management/news-<kind>[/desktop|/mobile]: 403 without read on the kind's menu, as the API would; the first page
 * of the list comes with the page (the same service the API calls), so the list shows at once.
 */
export async function NewsPage({ kind, variant }: { kind: NewsKind; variant: 'desktop' | 'mobile' | null }) {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const session = await getPageSession(locale);
  const code = newsMenu(kind);
  if (session.status !== 'ok' || !session.ctx.can(code, 'read')) return <ErrorView status={403} />;
  const { ctx } = session;
  const name = (m?: { vi: string; en: string }) => (m ? (locale === 'en' ? m.en : m.vi) : '');
  const menu = MENU_BY_CODE.get(code);
  const can: NewsRights = {
    create: ctx.can(code, 'create'),
    update: ctx.can(code, 'update'),
    delete: ctx.can(code, 'delete'),
    approve: ctx.can(code, 'approve'),
  };
  const initial = await listNews(ctx, newsListQuery.parse({ kind, page: 1, page_size: NEWS_PAGE_SIZE }));
  const props = {
    kind,
    title: name(menu),
    group: name(MENU_BY_CODE.get(menu?.parent ?? '')),
    can,
    ownOnly: ctx.scope === 'class',
    initial,
    variant,
  };
  const layout = variant ?? ((await fitsPhone()) ? 'mobile' : 'desktop');
  return layout === 'mobile' ? <NewsMobile {...props} /> : <NewsDesktop {...props} />;
}
