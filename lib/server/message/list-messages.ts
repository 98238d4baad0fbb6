import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { inTenant } from '../db/tenant-tx';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { MESSAGE_FROM, messageScope, selectMessageRows } from './message-rows';
import { MESSAGE_SORTS, type MessageListQuery, type MessageRow } from '@/lib/schemas/message';
import { pageOf, sortOf } from '@/lib/schemas/list';
import { likePattern } from '@/lib/text';

const SORTS: Record<(typeof MESSAGE_SORTS)[number], SQL> = {
  created_at: sql`a.created_at`,
  student_name: sql`s.name_key collate "C"`,
  status: sql`a.status`,
};

function listWhere(ctx: RequestContext, q: MessageListQuery): SQL {
  const parts: SQL[] = [messageScope(ctx)];
  if (q.class_id) parts.push(sql`a.class_id = ${q.class_id}`);
  if (q.student_id) parts.push(sql`a.student_id = ${q.student_id}`);
  if (q.status) parts.push(sql`a.status = ${q.status}`);
  if (q.recipient) parts.push(sql`a.recipient = ${q.recipient}`);
  if (q.category) parts.push(sql`a.category = ${q.category}`);
  if (q.search) {
    const pattern = likePattern(q.search);
    parts.push(sql`(vn_fold(s.full_name) like ${pattern} or vn_fold(s.code) like ${pattern} or vn_fold(a.content) like ${pattern})`);
  }
  return sql.join(parts, sql` and `);
}

/** GET /MessageRequest/get-list: parents' messages the caller may read, unread first by default, newest first. */
export function listMessages(ctx: RequestContext, q: MessageListQuery): Promise<{ data: MessageRow[]; total: number }> {
  return inTenant(ctx, async (tx) => {
    const where = listWhere(ctx, q);
    const sort = q.order_by ? sortOf(q.order_by, MESSAGE_SORTS, 'created_at') : null;
    const order = sort
      ? sql`${SORTS[sort.field]} ${sort.desc ? sql`desc` : sql`asc`}, a.created_at desc, a.id`
      : sql`(a.status = 'unread') desc, a.created_at desc, a.id`;
    const data = await selectMessageRows(tx, ctx.tenantId, where, order, { page: pageOf(q), replies: false });
    const [{ total }] = await rowsOf<{ total: number | string }>(
      tx,
      sql`select count(*) as total from ${MESSAGE_FROM} where a.tenant_id = ${ctx.tenantId} and ${where}`,
    );
    return { data, total: Number(total) };
  });
}

/** GET /MessageRequest/get-detail?id=: one message of the caller's reach with its replies; else 404. */
export function getMessage(ctx: RequestContext, id: string): Promise<MessageRow> {
  return inTenant(ctx, async (tx) => {
    const [row] = await selectMessageRows(tx, ctx.tenantId, sql`a.id = ${id} and ${messageScope(ctx)}`, sql`a.id`, { replies: true });
    if (!row) throw notFound();
    return row;
  });
}
