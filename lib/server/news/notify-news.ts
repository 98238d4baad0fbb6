import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { emitNotification } from '../notification/emit';
import type { NotificationAudience } from '@/lib/notification-events';
import type { NewsKind, NewsStatus } from '@/lib/news-values';

type Post = { id: string; kind: NewsKind; title: string; status: NewsStatus; publishAt: string | null };

const NOT_OUT: readonly NewsStatus[] = ['draft', 'scheduled'];
const GOING_OUT: readonly NewsStatus[] = ['published', 'scheduled'];

/**
 * A post's notice to the families it is for (the school, its classes or its children), written when the post starts
 * going out: published now, or scheduled — then the notice is due at the publish time, and an edit before that
 * time replaces it (a post moved back to draft or hidden before going out takes its notice back). A post already
 * out (published or hidden) does not notify again when edited or shown again. `before` is the post's status as
 * shown before the change (a scheduled post whose time came reads published), null for a new post.
 */
export async function notifyNewsGoingOut(
  tx: Tx,
  tenantId: string,
  post: Post,
  audience: { classIds: string[]; studentIds: string[] },
  before: NewsStatus | null,
) {
  if (before === 'scheduled')
    await tx.execute(sql`delete from notification_events where tenant_id = ${tenantId} and kind = 'news_published'
      and tag = ${`news:${post.id}`} and fanned_out_at is null and due_at > now()`);
  if (!GOING_OUT.includes(post.status) || (before && !NOT_OUT.includes(before))) return;
  const to: NotificationAudience =
    post.kind === 'class'
      ? { type: 'classes', classIds: audience.classIds }
      : post.kind === 'student'
        ? { type: 'students', studentIds: audience.studentIds }
        : { type: 'school' };
  await emitNotification(tx, tenantId, {
    kind: 'news_published',
    audience: to,
    params: { title: post.title },
    url: `/parent/news/${post.id}`,
    tag: `news:${post.id}`,
    dueAt: post.status === 'scheduled' && post.publishAt ? new Date(post.publishAt) : undefined,
  });
}
