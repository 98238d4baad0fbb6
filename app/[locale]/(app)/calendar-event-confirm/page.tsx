import { requirePage } from '@/lib/server/auth/require-page';
import { listEvents } from '@/lib/server/calendar-event/list-events';
import { classFilterEntry } from '@/lib/server/class/class-filter-entry';
import { ErrorView } from '@/components/errors/error-view';
import { EventAdmin } from '@/components/management/calendar-event/event-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { eventKeys, EVENT_LIST } from '@/lib/api/calendar-event-keys';
import { firstList } from '@/lib/server/http/first-list';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';
import { ACTIVE_CLASSES_QUERY } from '@/lib/api/class-keys';
import { eventListQuery, type EventListQuery } from '@/lib/schemas/calendar-event';

/**
 * /calendar-event-confirm: school events and the parents' replies. Without its read right the page answers 403. The
 * events the address asks for and the open classes (the class filter, the classes an event can be for) come with the
 * page.
 */
export default async function CalendarEventPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('calendar-event-confirm');
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  const query = listQueryFromUrl(await searchParams, EVENT_LIST);
  const [events, classes] = await Promise.all([
    firstList(eventKeys.list(query as EventListQuery), eventListQuery, query, (q) => listEvents(ctx, q)),
    classFilterEntry(ctx, ACTIVE_CLASSES_QUERY),
  ]);
  return (
    <PageMessages ns={['calendarEvent']}>
      <JsonHydration state={firstScreen([events, classes])}>
        <EventAdmin title={page.title} group={page.group} actions={page.actions} ownOnly={ctx.scope === 'class'} />
      </JsonHydration>
    </PageMessages>
  );
}
