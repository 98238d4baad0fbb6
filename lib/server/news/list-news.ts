import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { pageOf, sortOf } from '@/lib/schemas/list';
import { NEWS_SORTS, type NewsListQuery, type NewsRow } from '@/lib/schemas/news';
import { likePattern } from '@/lib/text';
import { assertNewsRight } from './lock-news';
import { newsScope, selectNewsRows, shownStatus } from './news-sql';

const SORTS: Record<(typeof NEWS_SORTS)[number], SQL> = {
  created_at: sql`p.created_at`,
  publish_at: sql`p.publish_at`,
  title: sql`vn_fold(p.title)`,
  status: sql`p.status`,
};

function listWhere(ctx: RequestContext, q: NewsListQuery): SQL {
  const parts: SQL[] = [sql`p.kind = ${q.kind}`, newsScope(ctx)];
  if (q.status) parts.push(sql`${shownStatus} = ${q.status}`);
  if (q.class_id)
    parts.push(
      sql`exists (select 1 from news_post_classes nc where nc.tenant_id = ${ctx.tenantId} and nc.post_id = p.id and nc.class_id = ${q.class_id})`,
    );
  if (q.student_id)
    parts.push(
      sql`exists (select 1 from news_post_students ns where ns.tenant_id = ${ctx.tenantId} and ns.post_id = p.id and ns.student_id = ${q.student_id})`,
    );
  if (q.search) {
    const pattern = likePattern(q.search);
    parts.push(sql`(vn_fold(p.title) like ${pattern} or vn_fold(p.summary) like ${pattern})`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * GET /News/get-list?kind=: one kind of the school's posts (a teacher: public news and their classes' news),
 * pinned first then newest unless another order is asked for, each with its read count over its audience.
 */
export function listNews(ctx: RequestContext, q: NewsListQuery): Promise<{ data: NewsRow[]; total: number }> {
  assertNewsRight(ctx, q.kind, 'read');
  return schoolTransaction(ctx, async (tx) => {
    const where = listWhere(ctx, q);
    const sort = q.order_by ? sortOf(q.order_by, NEWS_SORTS, 'created_at') : null;
    const order = sort
      ? sql`${SORTS[sort.field]} ${sort.desc ? sql`desc` : sql`asc`} nulls last, p.created_at desc, p.id`
      : sql`p.pinned desc, coalesce(p.publish_at, p.created_at) desc, p.id`;
    const data = await selectNewsRows(tx, ctx.tenantId, where, order, pageOf(q));
    const [{ total }] = await rowsOf<{ total: number | string }>(
      tx,
      sql`select count(*) as total from news_posts p where p.tenant_id = ${ctx.tenantId} and ${where}`,
    );
    return { data, total: Number(total) };
  });
}
