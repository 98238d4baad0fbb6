import 'server-only';
import type { RequestContext } from '../http/context';
import { allPages, sheetOf, type SheetColumn } from '../files/list-export';
import { assertNewsRight } from './lock-news';
import { listNews } from './list-news';
import { translate } from '@/lib/i18n/translate';
import type { NewsListQuery, NewsRow } from '@/lib/schemas/news';

/** GET /News/export?kind=: one kind of posts as the screen lists them (needs `export` on news-<kind>) as .xlsx. */
export async function exportNews(ctx: RequestContext, q: NewsListQuery) {
  assertNewsRight(ctx, q.kind, 'export');
  const { data } = await listNews(ctx, allPages(q));
  const t = (key: string) => translate(ctx.locale, key);
  const audience = (p: NewsRow) =>
    [...p.classes.map((c) => c.name), ...p.students.map((s) => s.full_name)].join(', ');
  const columns: SheetColumn<NewsRow>[] = [
    { key: 'post_title', width: 40, value: (p) => p.title },
    { key: 'summary', width: 50, value: (p) => p.summary },
    { key: 'audience', width: 30, value: audience },
    { key: 'status', width: 14, value: (p) => t(`news.statuses.${p.status}`) },
    { key: 'pinned', width: 8, value: (p) => (p.pinned ? t('common.yes') : t('common.no')) },
    { key: 'publish_at', width: 18, kind: 'moment', value: (p) => p.publish_at },
    { key: 'read_count', width: 10, value: (p) => p.read_count },
    { key: 'audience_count', width: 10, value: (p) => p.audience_count },
    { key: 'created_by', width: 24, value: (p) => p.created_by_name },
    { key: 'created_at', width: 18, kind: 'moment', value: (p) => p.created_at },
  ];
  return sheetOf(ctx.locale, 'news', columns, data);
}
