import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { listMessages } from './list-messages';
import { messageListQuery } from '@/lib/schemas/message';
import { messageKeys, MESSAGE_UNREAD_QUERY } from '@/lib/api/message-keys';
import { LIST_PAGE_SIZE } from '@/lib/list-page-size';

/**
 * The messages screen as it opens (no filter in the address): the first page and the unread count, read with the
 * service the API calls, under the keys the screen's hooks use. The page guard has checked message-request.read.
 */
export async function messageFirstScreen(ctx: RequestContext): Promise<JsonText<DehydratedState>> {
  const firstPage = { page: 1, page_size: LIST_PAGE_SIZE };
  const [list, unread] = await Promise.all([
    listMessages(ctx, messageListQuery.parse(firstPage)),
    listMessages(ctx, messageListQuery.parse(MESSAGE_UNREAD_QUERY)),
  ]);
  return firstScreen([
    [messageKeys.list(firstPage), list],
    [messageKeys.list(MESSAGE_UNREAD_QUERY), unread],
  ]);
}
