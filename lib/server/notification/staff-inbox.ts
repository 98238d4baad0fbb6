import 'server-only';
import type { RequestContext } from '../http/context';
import type { InboxPage } from '@/lib/notification-inbox';
import type { InboxQuery, MarkReadBody } from '@/lib/schemas/notification';
import { inboxPage, markRead, unreadOf, type Recipient } from './inbox';

type StaffCtx = Pick<RequestContext, 'tenantId' | 'userId' | 'locale'>;
const recipient = (ctx: StaffCtx): Recipient => ({ tenantId: ctx.tenantId, userId: ctx.userId });

/** Notification/get-list: the signed-in user's inbox in the chosen school, newest first, with the unread count. */
export function listStaffInbox(ctx: StaffCtx, q: InboxQuery): Promise<InboxPage> {
  return inboxPage(recipient(ctx), ctx.locale, q);
}

/** The staff bell's count (the signed-in layout's shell data). */
export function staffUnread(ctx: StaffCtx): Promise<number> {
  return unreadOf(recipient(ctx));
}

/** Notification/mark-read: marks the user's own (`ids`, or `all`) read in the chosen school; answers the unread count. */
export async function markStaffRead(ctx: StaffCtx, body: MarkReadBody) {
  return { message: 'common.success', data: await markRead(recipient(ctx), body) };
}
