import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import type { RequestContext } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import { newsMenu, type NewsKind, type NewsStatus } from '@/lib/news-values';
import type { Action } from '@/lib/rights';
import { newsScope, shownStatus } from './news-sql';

export type LockedNews = { id: string; kind: NewsKind; status: NewsStatus; publish_at: Date | string | null };

/** 403 unless the caller holds `action` on the menu of this kind of news (public, class or student). */
export function assertNewsRight(ctx: RequestContext, kind: NewsKind, action: Action) {
  if (!ctx.can(newsMenu(kind), action)) throw forbidden();
}

/**
 * One post of the caller's school and scope, locked until the transaction ends so that two editors are served one
 * after the other; its status as shown (a scheduled post whose time came is published). Otherwise 404; a post
 * of a kind the caller may not `action` is 403.
 */
export async function lockNews(tx: Tx, ctx: RequestContext, id: string, action: Action): Promise<LockedNews> {
  const [row] = await rowsOf<LockedNews>(
    tx,
    sql`select p.id, p.kind, ${shownStatus} as status, p.publish_at from news_posts p
      where p.tenant_id = ${ctx.tenantId} and p.id = ${id} and ${newsScope(ctx)} for update of p`,
  );
  if (!row) throw notFound();
  // Without even the right to read this kind, the post is not revealed.
  if (!ctx.can(newsMenu(row.kind), 'read')) throw notFound();
  assertNewsRight(ctx, row.kind, action);
  return row;
}
