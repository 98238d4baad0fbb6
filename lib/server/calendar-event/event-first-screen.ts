import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { firstList } from '../http/first-list';
import { listEvents } from './list-events';
import { classFilterEntry } from '../class/class-filter-entry';
import { eventKeys, EVENT_LIST } from '@/lib/api/calendar-event-keys';
import { ACTIVE_CLASSES_QUERY } from '@/lib/api/class-keys';
import { eventListQuery, type EventListQuery } from '@/lib/schemas/calendar-event';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';

/**
 * The school events the address asks for and the open classes (the class filter, the classes an event can be for),
 * read with the services the API calls. The page guard has checked calendar-event-confirm.read.
 */
export async function eventFirstScreen(
  ctx: RequestContext,
  searchParams: SearchParams,
): Promise<JsonText<DehydratedState>> {
  const query = listQueryFromUrl(searchParams, EVENT_LIST);
  const [events, classes] = await Promise.all([
    firstList(eventKeys.list(query as EventListQuery), eventListQuery, query, (q) => listEvents(ctx, q)),
    classFilterEntry(ctx, ACTIVE_CLASSES_QUERY),
  ]);
  return firstScreen([events, classes]);
}
