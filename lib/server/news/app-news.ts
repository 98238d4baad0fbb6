import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { notFound } from '../http/errors';
import { familyChild } from '../absence/family';
import type { AppNewsItem } from '@/lib/schemas/news';
import type { NewsKind } from '@/lib/news-values';
import { childInAudience, imagesOf, imageUrls, isLive } from './news-sql';

/** The most posts the feed answers (a term's news of a school, a class and a child fit many times over). */
const APP_FEED_MAX = 200;

/**
 * The post `p` is out (published, or scheduled and its time has come) and meant for one of the family's children
 * (or for `studentId`, one of them): the one rule the feed, the read receipt and the photos share.
 */
export function familyPostScope(ctx: ParentContext, studentId?: string): SQL {
  return sql`${isLive} and exists (select 1 from app_account_students l
    join students st on st.tenant_id = l.tenant_id and st.id = l.student_id
    where l.tenant_id = p.tenant_id and l.account_id = ${ctx.accountId}
      ${studentId ? sql`and l.student_id = ${studentId}` : sql``} and ${childInAudience})`;
}

/**
 * GET /api/app/news?student_id=: the family's feed (or one child's; another family's child is 404): public news,
 * their children's classes' news and their children's own, pinned first then newest, each with its photos at
 * addresses the app fetches with its token, and whether this family has read it.
 */
export function listAppNews(ctx: ParentContext, studentId?: string): Promise<AppNewsItem[]> {
  return schoolTransactionById(ctx.tenantId, async (tx) => {
    if (studentId) await familyChild(tx, ctx, studentId);
    const rows = await rowsOf<{
      id: string;
      kind: NewsKind;
      title: string;
      summary: string;
      content_html: string;
      publish_at: Date | string;
      pinned: boolean;
      read: boolean;
    }>(
      tx,
      sql`select p.id, p.kind, p.title, p.summary, p.content_html, p.publish_at, p.pinned,
          exists (select 1 from news_reads r where r.tenant_id = p.tenant_id and r.post_id = p.id and r.account_id = ${ctx.accountId}) as read
        from news_posts p
        where p.tenant_id = ${ctx.tenantId} and ${familyPostScope(ctx, studentId)}
        order by p.pinned desc, p.publish_at desc, p.id
        limit ${APP_FEED_MAX}`,
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
        cover_url: cover ? imageUrls(cover.id, true).url : null,
        images: list,
        published_at: new Date(r.publish_at).toISOString(),
        pinned: r.pinned,
        read: r.read,
      };
    });
  });
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
