import 'server-only';
import type { Tx } from '../db/client';
import type { RequestContext } from '../http/context';
import { registerCounter } from '../menu/counters';
import { countPending, pendingCount } from '../requests/workflow';

/** Unread messages the caller may read (a teacher: those to the teacher in their classes). */
export const countUnreadMessages = (tx: Tx, ctx: RequestContext): Promise<number> => countPending(tx, ctx, 'message');

// The `message-request` menu badge: unread messages in the caller's reach (the menu caps it at 99+).
registerCounter('message-request', (ctx) => pendingCount(ctx, 'message'));
