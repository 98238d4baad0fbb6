import 'server-only';
import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolTransaction, schoolTransactionById } from '../db/school-transaction';
import type { ParentContext, RequestContext } from '../http/context';
import { notFound, unprocessable } from '../http/errors';
import type { FileReply } from '../files/file-endpoint';
import { serveFile } from '../files/pipeline';
import { NEWS_MAX_IMAGES, newsMenu, type NewsImageRole, type NewsKind } from '@/lib/news-values';
import { lockNews } from './lock-news';
import { imageUrls, newsScope } from './news-sql';
import { familyPostScope } from './app-news';
import { NEWS_IMAGE, readNewsImage, removeNewsImageFiles, writeNewsImage } from './news-image-file';

/**
 * POST /News/upload-image/{id}?role=cover|gallery (multipart, field `file`): a photo for a post of the caller's
 * scope, made safe by readNewsImage. A new cover replaces the old one. The files are written first and removed
 * again when the post turns out to be out of reach, so a refused upload leaves neither a row nor a file.
 */
export async function uploadNewsImage(ctx: RequestContext, postId: string, role: NewsImageRole, request: Request) {
  // The post is checked before the (costly) decoding, and again, locked, when the row is written.
  await schoolTransaction(ctx, (tx) => lockNews(tx, ctx, postId, 'update'));
  const image = await readNewsImage(request);
  const id = crypto.randomUUID();
  const remove = await writeNewsImage(id, image);
  let replaced: string[] = [];
  try {
    replaced = await schoolTransaction(ctx, async (tx) => {
      await lockNews(tx, ctx, postId, 'update');
      const [{ n, last }] = await rowsOf<{ n: number | string; last: number | null }>(
        tx,
        sql`select count(*) as n, max(position) as last from news_images where tenant_id = ${ctx.tenantId} and post_id = ${postId}`,
      );
      const old =
        role === 'cover'
          ? await rowsOf<{ id: string }>(
              tx,
              sql`delete from news_images where tenant_id = ${ctx.tenantId} and post_id = ${postId} and role = 'cover' returning id`,
            )
          : [];
      if (Number(n) - old.length >= NEWS_MAX_IMAGES)
        throw unprocessable('errors.news_too_many_images', { max: NEWS_MAX_IMAGES });
      await tx.execute(sql`insert into news_images (tenant_id, id, post_id, role, position, width, height, bytes, created_by)
        values (${ctx.tenantId}, ${id}, ${postId}, ${role}, ${(last ?? 0) + 1}, ${image.width}, ${image.height},
          ${image.full.length}, ${ctx.userId})`);
      await tx.execute(sql`update news_posts set updated_at = now(), updated_by = ${ctx.userId}
        where tenant_id = ${ctx.tenantId} and id = ${postId}`);
      return old.map((o) => o.id);
    });
  } catch (error) {
    await remove();
    throw error;
  }
  await removeNewsImageFiles(replaced);
  return {
    id,
    message: 'news.imageSaved',
    data: { id, role, width: image.width, height: image.height, ...imageUrls(id) },
  };
}

/** DELETE /News/delete-image {id}: takes a photo off a post of the caller's scope (`update` on its kind). */
export async function deleteNewsImage(ctx: RequestContext, imageId: string) {
  await schoolTransaction(ctx, async (tx) => {
    const [img] = await rowsOf<{ post_id: string }>(
      tx,
      sql`select post_id from news_images where tenant_id = ${ctx.tenantId} and id = ${imageId}`,
    );
    if (!img) throw notFound();
    await lockNews(tx, ctx, img.post_id, 'update');
    await tx.execute(sql`delete from news_images where tenant_id = ${ctx.tenantId} and id = ${imageId}`);
  });
  await removeNewsImageFiles([imageId]);
  return { id: imageId, message: 'news.imageDeleted' };
}

/** The image row behind a file name, when the post it belongs to passes `where` (over `news_posts p`). */
async function imageOf(tx: Tx, tenantId: string, file: string, where: SQL) {
  const match = NEWS_IMAGE.names.exec(file);
  if (!match) return undefined;
  const [row] = await rowsOf<{ kind: NewsKind }>(
    tx,
    sql`select p.kind from news_images i join news_posts p on p.tenant_id = ${tenantId} and p.id = i.post_id
      where i.tenant_id = ${tenantId} and i.id = ${match[1]} and ${where}`,
  );
  return row;
}

/**
 * GET /News/image/{file}: a post's photo, only to staff of the school who may read that kind of news and reach
 * the post (a teacher: public news and their classes'). The name leads to the row; anything else is 404.
 */
export async function readNewsImageFile(ctx: RequestContext, file: string): Promise<FileReply> {
  const row = await schoolTransaction(ctx, (tx) => imageOf(tx, ctx.tenantId, file, newsScope(ctx)));
  if (!row || !ctx.can(newsMenu(row.kind), 'read')) throw notFound();
  return serveFile(NEWS_IMAGE, file);
}

/** GET /api/app/news/image/{file}: a photo of a post that is out and meant for one of the family's children. */
export async function readAppNewsImageFile(ctx: ParentContext, file: string): Promise<FileReply> {
  const row = await schoolTransactionById(ctx.tenantId, (tx) => imageOf(tx, ctx.tenantId, file, familyPostScope(ctx)));
  if (!row) throw notFound();
  return serveFile(NEWS_IMAGE, file);
}
