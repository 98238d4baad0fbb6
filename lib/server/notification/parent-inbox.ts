import 'server-only';
import type { ParentContext } from '../http/context';
import type { InboxPage } from '@/lib/notification-inbox';
import type { InboxQuery, MarkReadBody } from '@/lib/schemas/notification';
import { inboxPage, markRead, unreadOf, type Recipient } from './inbox';

const recipient = (ctx: ParentContext): Recipient => ({ tenantId: ctx.tenantId, accountId: ctx.accountId });

/** GET /api/app/notifications?page=: the family's inbox, newest first, in the caller's language, with the unread count. */
export function listParentInbox(ctx: ParentContext, q: InboxQuery): Promise<InboxPage> {
  return inboxPage(recipient(ctx), ctx.locale, q);
}

/** The parents' bell: how many of the family's notifications are unread. */
export function parentUnread(ctx: ParentContext): Promise<number> {
  return unreadOf(recipient(ctx));
}

/** POST /api/app/notifications/read: marks the family's own (`ids`, or `all`) read; answers the unread count. */
export async function markParentRead(ctx: ParentContext, body: MarkReadBody) {
  return { message: 'common.success', data: await markRead(recipient(ctx), body) };
}
