import { requirePage } from '@/lib/server/auth/require-page';
import { EventAdmin } from '@/components/management/calendar-event/event-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { eventFirstScreen } from '@/lib/server/calendar-event/event-first-screen';
import { getAttendanceSettings } from '@/lib/server/attendance/settings';
import type { SearchParams } from '@/lib/list-query';

/**
 * /calendar-event-confirm: school events and the parents' replies. Without its read right the page answers 403. The
 * events the address asks for and the open classes (the class filter, the classes an event can be for) come with the
 * page, and the weekdays the school opens (its attendance settings: the month view shades the others as days off).
 */
export default async function CalendarEventPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('calendar-event-confirm');
  if (!page) return null;
  const { ctx } = page;
  const [state, settings] = await Promise.all([eventFirstScreen(ctx, await searchParams), getAttendanceSettings(ctx)]);
  return (
    <PageMessages ns={['calendarEvent']}>
      <JsonHydration state={state}>
        <EventAdmin
          title={page.title}
          group={page.group}
          actions={page.actions}
          ownOnly={ctx.scope === 'class'}
          workDays={settings.work_days}
        />
      </JsonHydration>
    </PageMessages>
  );
}
