import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { listMessages } from './list-messages';
import { messageListQuery, type MessageListQuery } from '@/lib/schemas/message';
import { messageKeys, MESSAGE_LIST, MESSAGE_UNREAD_QUERY } from '@/lib/api/message-keys';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';
import { firstList } from '../http/first-list';
import { classFilterEntry } from '../class/class-filter-entry';

/**
 * The messages screen: the messages the address asks for, the unread count and the class filter's classes, read with the service the API calls,
 * under the keys the screen's hooks use. The page guard has checked message-request.read.
 */
export async function messageFirstScreen(
  ctx: RequestContext,
  searchParams: SearchParams,
): Promise<JsonText<DehydratedState>> {
  const query = listQueryFromUrl(searchParams, MESSAGE_LIST);
  const [list, unread, classes] = await Promise.all([
    firstList(messageKeys.list(query as MessageListQuery), messageListQuery, query, (q) => listMessages(ctx, q)),
    listMessages(ctx, messageListQuery.parse(MESSAGE_UNREAD_QUERY)),
    classFilterEntry(ctx),
  ]);
  return firstScreen([list, [messageKeys.list(MESSAGE_UNREAD_QUERY), unread], classes]);
}
