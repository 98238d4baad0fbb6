import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { notFound } from '../http/errors';
import { familyChild } from '../absence/family';
import type { Tx } from '../db/client';
import type { AppNewsItem, AppNewsPageQuery } from '@/lib/schemas/news';
import { pageOf } from '@/lib/schemas/list';
import type { NewsKind } from '@/lib/news-values';
import { childInAudience, imagesOf, isLive } from './news-sql';

/** The most posts the feed answers (a term's news of a school, a class and a child fit many times over). */
const APP_FEED_MAX = 200;

/**
 * The post `p` is out (published, or scheduled and its time has come) and meant for one of the family's children
 * (or for `studentId`, one of them): the one rule the feed, the read receipt and the photos share.
 */
export function familyPostScope(ctx: ParentContext, studentId?: string): SQL {
  return sql`${isLive} and exists (select 1 from app_account_students l
    join students st on st.tenant_id = ${ctx.tenantId} and st.id = l.student_id
    where l.tenant_id = ${ctx.tenantId} and l.account_id = ${ctx.accountId}
      ${studentId ? sql`and l.student_id = ${studentId}` : sql``} and ${childInAudience(ctx.tenantId)})`;
}

type Raw = {
  id: string;
  kind: NewsKind;
  title: string;
  summary: string;
  content_html: string;
  publish_at: Date | string;
  pinned: boolean;
  read: boolean;
};

/**
 * The posts `where` picks among those out for the family (or one child, `studentId`), pinned first then newest,
 * each with its photos at addresses the app fetches with its session, and whether this family has read it.
 */
async function selectAppNews(
  tx: Tx,
  ctx: ParentContext,
  q: { studentId?: string; id?: string; limit: number; offset?: number },
): Promise<AppNewsItem[]> {
  const rows = await rowsOf<Raw>(
    tx,
    sql`select p.id, p.kind, p.title, p.summary, p.content_html, p.publish_at, p.pinned,
        exists (select 1 from news_reads r where r.tenant_id = ${ctx.tenantId} and r.post_id = p.id and r.account_id = ${ctx.accountId}) as read
      from news_posts p
      where p.tenant_id = ${ctx.tenantId} and ${familyPostScope(ctx, q.studentId)} ${q.id ? sql`and p.id = ${q.id}` : sql``}
      order by p.pinned desc, p.publish_at desc, p.id
      limit ${q.limit} offset ${q.offset ?? 0}`,
  );
  const images = await imagesOf(
    tx,
    ctx.tenantId,
    rows.map((r) => r.id),
    true,
  );
  return rows.map((r) => {
    const list = images.get(r.id) ?? [];
    const cover = list.find((i) => i.role === 'cover') ?? list[0];
    return {
      id: r.id,
      kind: r.kind,
      title: r.title,
      summary: r.summary,
      content_html: r.content_html,
      cover_url: cover ? cover.url : null,
      cover_thumb_url: cover ? cover.thumb_url : null,
      images: list,
      published_at: new Date(r.publish_at).toISOString(),
      pinned: r.pinned,
      read: r.read,
    };
  });
}

/**
 * GET /api/app/news?student_id=: the family's feed (or one child's; another family's child is 404): public news,
 * their children's classes' news and their children's own, pinned first then newest (at most APP_FEED_MAX), each
 * with its photos at addresses the app fetches with its token, and whether this family has read it.
 */
export function listAppNews(ctx: ParentContext, studentId?: string): Promise<AppNewsItem[]> {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    if (studentId) await familyChild(tx, ctx, studentId);
    return selectAppNews(tx, ctx, { studentId, limit: APP_FEED_MAX });
  });
}

/**
 * GET /api/app/news/list?student_id=&page=&page_size=: the same feed a page at a time, `{data, total}` (the
 * "load more" of the parents' app). Another family's child is 404.
 */
export function pageAppNews(ctx: ParentContext, q: AppNewsPageQuery): Promise<{ data: AppNewsItem[]; total: number }> {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    if (q.student_id) await familyChild(tx, ctx, q.student_id);
    const [count] = await rowsOf<{ total: number | string }>(
      tx,
      sql`select count(*) as total from news_posts p where p.tenant_id = ${ctx.tenantId} and ${familyPostScope(ctx, q.student_id)}`,
    );
    const total = Number(count?.total ?? 0);
    const { limit, offset } = pageOf(q);
    const data = offset < total ? await selectAppNews(tx, ctx, { studentId: q.student_id, limit, offset }) : [];
    return { data, total };
  });
}

/**
 * GET /api/app/news/detail?id=: one post out for the family, with its content and photos; 404 for a post not
 * meant for them (another school's, another family's child's, a draft or a hidden one). Reading it does not mark it
 * read: the app says so with POST /api/app/news/read once the post is on screen.
 */
export async function getAppNewsPost(ctx: ParentContext, id: string): Promise<AppNewsItem> {
  const [post] = await schoolTransactionById(ctx.tenantId, (tx) => selectAppNews(tx, ctx, { id, limit: 1 }));
  if (!post) throw notFound();
  return post;
}

/** POST /api/app/news/read {id}: the family has read a post meant for them; a second call changes nothing. */
export async function markAppNewsRead(ctx: ParentContext, id: string) {
  await schoolTransactionById(ctx.tenantId, async (tx) => {
    const [post] = await rowsOf<{ id: string }>(
      tx,
      sql`select p.id from news_posts p where p.tenant_id = ${ctx.tenantId} and p.id = ${id} and ${familyPostScope(ctx)}`,
    );
    if (!post) throw notFound();
    await tx.execute(sql`insert into news_reads (tenant_id, post_id, account_id) values (${ctx.tenantId}, ${id}, ${ctx.accountId})
      on conflict do nothing`);
  });
  return { message: 'news.read' };
}
