import { requirePage } from '@/lib/server/auth/require-page';
import { listEvents } from '@/lib/server/calendar-event/list-events';
import { listClasses } from '@/lib/server/class/list-classes';
import { ErrorView } from '@/components/errors/error-view';
import { EventAdmin } from '@/components/management/calendar-event/event-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { eventKeys } from '@/lib/api/calendar-event-keys';
import { classKeys, ACTIVE_CLASSES_QUERY } from '@/lib/api/class-keys';
import { eventListQuery } from '@/lib/schemas/calendar-event';
import { classListQuery } from '@/lib/schemas/class';
import { LIST_PAGE_SIZE } from '@/lib/list-page-size';

/**
 * /calendar-event-confirm: school events and the parents' replies. Without its read right the page answers 403. The
 * first page of events and the open classes (the class filter, the classes an event can be for) come with the page.
 */
export default async function CalendarEventPage() {
  const page = await requirePage('calendar-event-confirm');
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  const firstPage = { page: 1, page_size: LIST_PAGE_SIZE };
  const [events, classes] = await Promise.all([
    listEvents(ctx, eventListQuery.parse(firstPage)),
    ctx.can('class', 'read') ? listClasses(ctx, classListQuery.parse(ACTIVE_CLASSES_QUERY)) : null,
  ]);
  return (
    <PageMessages ns={['calendarEvent']}>
      <JsonHydration
        state={firstScreen([
          [eventKeys.list(firstPage), events],
          classes && [classKeys.list(ACTIVE_CLASSES_QUERY), classes],
        ])}
      >
        <EventAdmin title={page.title} group={page.group} actions={page.actions} ownOnly={ctx.scope === 'class'} />
      </JsonHydration>
    </PageMessages>
  );
}
