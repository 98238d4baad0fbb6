import 'server-only';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { newsMenu } from '@/lib/news-values';
import type { NewsDetail } from '@/lib/schemas/news';
import { selectNewsDetail } from './news-sql';

/** GET /News/get-detail?id=: one post of the caller's school and scope, with `read_count` and `audience_count`. */
export function getNews(ctx: RequestContext, id: string): Promise<NewsDetail> {
  return schoolTransaction(ctx, async (tx) => {
    const row = await selectNewsDetail(tx, ctx, id);
    if (!row || !ctx.can(newsMenu(row.kind), 'read')) throw notFound();
    return row;
  });
}
