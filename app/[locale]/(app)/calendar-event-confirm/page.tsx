import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { EventAdmin } from '@/components/management/calendar-event/event-admin';
import { PageMessages } from '@/components/providers/page-messages';

/** /calendar-event-confirm: school events and the parents' replies. Without its read right the page answers 403. */
export default async function CalendarEventPage() {
  const page = await requirePage('calendar-event-confirm');
  if (!page) return <ErrorView status={403} />;
  return (
    <PageMessages ns={['calendarEvent']}>
      <EventAdmin
        title={page.title}
        group={page.group}
        actions={page.actions}
        ownOnly={page.ctx.scope === 'class'}
      />
    </PageMessages>
  );
}
