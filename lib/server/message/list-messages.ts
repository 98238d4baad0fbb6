import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { countRequestRows, REQUEST_SORTS, requestOrder, requestWhere } from '../requests/request-rows';
import { waitingOf } from '../requests/workflow';
import { messageScope, selectMessageRows } from './message-rows';
import type { MESSAGE_SORTS, MessageListQuery, MessageRow } from '@/lib/schemas/message';
import { pageOf } from '@/lib/schemas/list';

const SORTS: Record<(typeof MESSAGE_SORTS)[number], SQL> = REQUEST_SORTS;

const listWhere = (ctx: RequestContext, q: MessageListQuery): SQL =>
  requestWhere(ctx, 'message', q, {
    searchAlso: [sql`a.content`],
    more: [
      ...(q.recipient ? [sql`a.recipient = ${q.recipient}`] : []),
      ...(q.category ? [sql`a.category = ${q.category}`] : []),
    ],
  });

/**
 * GET /MessageRequest/get-list: parents' messages the caller may read, newest first, those waiting for staff (unread,
 * or answered by the family since staff last read them) first by default.
 */
export function listMessages(ctx: RequestContext, q: MessageListQuery): Promise<{ data: MessageRow[]; total: number }> {
  return schoolTransaction(ctx, async (tx) => {
    const where = listWhere(ctx, q);
    const order = requestOrder(
      q.order_by,
      SORTS,
      sql`(${waitingOf('message', ctx.tenantId)}) desc, a.created_at desc, a.id`,
    );
    const data = await selectMessageRows(tx, ctx.tenantId, where, order, { page: pageOf(q), replies: false });
    return { data, total: await countRequestRows(tx, ctx.tenantId, 'message', where) };
  });
}

/** GET /MessageRequest/get-detail?id=: one message of the caller's reach with its replies; else 404. */
export function getMessage(ctx: RequestContext, id: string): Promise<MessageRow> {
  return schoolTransaction(ctx, async (tx) => {
    const [row] = await selectMessageRows(tx, ctx.tenantId, sql`a.id = ${id} and ${messageScope(ctx)}`, sql`a.id`, {
      replies: true,
    });
    if (!row) throw notFound();
    return row;
  });
}
