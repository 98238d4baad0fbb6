import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { conflict } from '../http/errors';
import { lockNews } from './lock-news';
import { removeNewsImageFiles } from './news-image-file';

/**
 * DELETE /News/delete {id}: only a draft goes (with its audience and photos). A post that was ever sent out or is
 * waiting to go has been or will be seen by families: it is hidden instead (409 says so).
 */
export async function deleteNews(ctx: RequestContext, id: string) {
  const images = await schoolTransaction(ctx, async (tx) => {
    const post = await lockNews(tx, ctx, id, 'delete');
    if (post.status !== 'draft') throw conflict('errors.news_delete_not_draft');
    const gone = await rowsOf<{ id: string }>(
      tx,
      sql`delete from news_images where tenant_id = ${ctx.tenantId} and post_id = ${id} returning id`,
    );
    await tx.execute(sql`delete from news_posts where tenant_id = ${ctx.tenantId} and id = ${id}`);
    return gone.map((g) => g.id);
  });
  await removeNewsImageFiles(images);
  return { id, message: 'news.deleted' };
}
