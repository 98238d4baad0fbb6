import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf, uuidArray } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { AppError, badRequest, notFound, unprocessable } from '../http/errors';
import { NEWS_TRANSITIONS, type NewsStatus } from '@/lib/news-values';
import type { NewsInput } from '@/lib/schemas/news';
import { assertNewsRight, lockNews, type LockedNews } from './lock-news';
import { notifyNewsGoingOut } from './notify-news';
import { plainText, sanitizeNewsHtml } from './sanitize';

/**
 * Every class or child of the audience is one of this school's and, for a teacher, in one of their classes;
 * anything else is "not found", exactly as for an id that does not exist.
 */
async function checkAudience(tx: Tx, ctx: RequestContext, input: NewsInput) {
  const teacher = ctx.scope === 'class';
  // The schema checks this against the kind sent; an update keeps the post's own kind, so it is checked again.
  if (input.kind === 'class' && !input.class_ids.length)
    throw badRequest('errors.validation', { class_ids: 'errors.news_no_classes' });
  if (input.kind === 'student' && !input.student_ids.length)
    throw badRequest('errors.validation', { student_ids: 'errors.news_no_students' });
  if (input.kind === 'class') {
    const ids = [...new Set(input.class_ids)];
    if (teacher && ids.some((id) => !ctx.classIds.includes(id))) throw notFound('errors.news_audience_not_found');
    const [{ n }] = await rowsOf<{ n: number | string }>(
      tx,
      sql`select count(*) as n from classes where tenant_id = ${ctx.tenantId} and id = any(${uuidArray(ids)})`,
    );
    if (Number(n) !== ids.length) throw notFound('errors.news_audience_not_found');
    return { classIds: ids, studentIds: [] };
  }
  if (input.kind === 'student') {
    const ids = [...new Set(input.student_ids)];
    const [{ n }] = await rowsOf<{ n: number | string }>(
      tx,
      sql`select count(*) as n from students s where s.tenant_id = ${ctx.tenantId} and s.id = any(${uuidArray(ids)})
        ${teacher ? sql`and s.class_id = any(${uuidArray(ctx.classIds)})` : sql``}`,
    );
    if (Number(n) !== ids.length) throw notFound('errors.news_audience_not_found');
    return { classIds: [], studentIds: ids };
  }
  return { classIds: [], studentIds: [] };
}

async function writeAudience(
  tx: Tx,
  tenantId: string,
  postId: string,
  audience: { classIds: string[]; studentIds: string[] },
) {
  await tx.execute(sql`delete from news_post_classes where tenant_id = ${tenantId} and post_id = ${postId}
    and not (class_id = any(${uuidArray(audience.classIds)}))`);
  await tx.execute(sql`delete from news_post_students where tenant_id = ${tenantId} and post_id = ${postId}
    and not (student_id = any(${uuidArray(audience.studentIds)}))`);
  if (audience.classIds.length)
    await tx.execute(sql`insert into news_post_classes (tenant_id, post_id, class_id)
      select ${tenantId}, ${postId}, unnest(${uuidArray(audience.classIds)}) on conflict do nothing`);
  if (audience.studentIds.length)
    await tx.execute(sql`insert into news_post_students (tenant_id, post_id, student_id)
      select ${tenantId}, ${postId}, unnest(${uuidArray(audience.studentIds)}) on conflict do nothing`);
}

/**
 * The publish time a post keeps for its new status: going out now is now (a post already out keeps its time, so
 * hiding and showing it again does not move it up the feed); scheduled is the time asked for, which must be ahead.
 */
function publishTime(input: NewsInput, before: LockedNews | null): string | null {
  const wasOut = before && (before.status === 'published' || before.status === 'hidden') && before.publish_at;
  switch (input.status) {
    case 'published':
    case 'hidden':
      return wasOut ? new Date(before.publish_at!).toISOString() : new Date().toISOString();
    case 'scheduled':
      if (!input.publish_at || new Date(input.publish_at).getTime() <= Date.now())
        throw new AppError(400, 'errors.validation', undefined, { publish_at: 'errors.news_publish_past' });
      return input.publish_at;
    default:
      return input.publish_at;
  }
}

/** The content as it will be stored: sanitised, and empty when nothing readable is left. */
function cleanContent(html: string) {
  const clean = sanitizeNewsHtml(html);
  return plainText(clean) ? clean : '';
}

/**
 * POST /News/create: a post of one kind for its audience. Writing needs `create` on the kind's menu; sending it
 * out (scheduled or published) needs `approve` as well, so that a school can have teachers' posts checked first.
 * The post, its audience and, once it goes out, its families' notice are written in one transaction.
 */
export async function createNews(ctx: RequestContext, input: NewsInput) {
  assertNewsRight(ctx, input.kind, 'create');
  if (input.status !== 'draft') assertNewsRight(ctx, input.kind, 'approve');
  if (input.status === 'hidden') throw unprocessable('errors.news_bad_transition');
  return schoolTransaction(ctx, async (tx) => {
    const audience = await checkAudience(tx, ctx, input);
    const publishAt = publishTime(input, null);
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into news_posts (tenant_id, kind, title, summary, content_html, status, publish_at, pinned, created_by, updated_by)
        values (${ctx.tenantId}, ${input.kind}, ${input.title}, ${input.summary}, ${cleanContent(input.content)},
          ${input.status}, ${publishAt}, ${input.pinned}, ${ctx.userId}, ${ctx.userId}) returning id`,
    );
    await writeAudience(tx, ctx.tenantId, row.id, audience);
    await notifyNewsGoingOut(tx, ctx.tenantId, { ...input, id: row.id, publishAt }, audience, null);
    return { id: row.id, message: input.status === 'draft' ? 'news.savedDraft' : 'news.saved' };
  });
}

/**
 * PUT /News/update/{id}: the same fields (the kind stays what it was). A change of status follows
 * NEWS_TRANSITIONS (a published post is hidden, never turned back into a draft) and needs `approve`. A draft or
 * scheduled post that goes out notifies its families (see `notifyNewsGoingOut`); an edit of a post already out does not.
 */
export async function updateNews(ctx: RequestContext, id: string, input: NewsInput) {
  return schoolTransaction(ctx, async (tx) => {
    const before = await lockNews(tx, ctx, id, 'update');
    const next = { ...input, kind: before.kind };
    if (next.status !== before.status) {
      assertNewsRight(ctx, before.kind, 'approve');
      if (!NEWS_TRANSITIONS[before.status].includes(next.status)) throw unprocessable('errors.news_bad_transition');
    }
    const audience = await checkAudience(tx, ctx, next);
    const status: NewsStatus = next.status;
    const publishAt = publishTime(next, before);
    await tx.execute(sql`update news_posts set title = ${next.title}, summary = ${next.summary},
        content_html = ${cleanContent(next.content)}, status = ${status}, publish_at = ${publishAt},
        pinned = ${next.pinned}, updated_by = ${ctx.userId}, updated_at = now()
      where tenant_id = ${ctx.tenantId} and id = ${id}`);
    await writeAudience(tx, ctx.tenantId, id, audience);
    await notifyNewsGoingOut(tx, ctx.tenantId, { ...next, id, publishAt }, audience, before.status);
    return { id, message: 'news.saved' };
  });
}
