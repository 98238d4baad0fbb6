import { getTranslations } from 'next-intl/server';
import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { listAppEvents } from '@/lib/server/calendar-event/app-events';
import { ParentMessages } from '@/components/providers/parent-messages';
import { ParentScreen } from '@/components/parent/shell/parent-screen';
import { EventCard, type ChildEvent } from '@/components/parent/surveys/event-card';
import type { AppEvent } from '@/lib/schemas/calendar-event';

/** The events of one child with its reply; what is still to come first (soonest first), then what is over (latest first). */
function eventsOf(list: AppEvent[], childId: string): ChildEvent[] {
  const now = Date.now();
  const events: ChildEvent[] = list
    .filter((e) => e.student_ids.includes(childId))
    .map((e) => {
      const reply = e.replies.find((r) => r.student_id === childId);
      return {
        id: e.id,
        title: e.title,
        starts_at: e.starts_at,
        ends_at: e.ends_at,
        place: e.place,
        description: e.description,
        needs_reply: e.needs_reply,
        ended: Date.parse(e.ends_at) < now,
        reply: reply ? { answer: reply.answer, note: reply.note } : null,
      };
    });
  return events.sort(
    (a, b) => Number(a.ended) - Number(b.ended) || (a.ended ? b.starts_at.localeCompare(a.starts_at) : 0),
  );
}

/**
 * The school's events that concern the child on screen (a month back on, soonest first), each with the family's
 * reply; read with the service GET /api/app/events calls.
 */
export default async function ParentEventsPage() {
  const { ctx, child } = await requireParentPage();
  const t = await getTranslations('parent');
  const ts = await getTranslations('parentSurveys');
  if (!child) {
    return (
      <ParentScreen title={t('screens.events')}>
        <p className="text-body-secondary">{t('shell.noChild')}</p>
      </ParentScreen>
    );
  }
  const events = eventsOf(await listAppEvents(ctx), child.id);
  const name = child.nickname || child.full_name;
  return (
    <ParentMessages ns={['parentSurveys']}>
      <ParentScreen title={t('screens.events')}>
        {events.length === 0 ? (
          <p className="text-body-secondary">{ts('eventsEmpty', { name })}</p>
        ) : (
          events.map((e) => <EventCard key={e.id} event={e} studentId={child.id} childName={name} />)
        )}
      </ParentScreen>
    </ParentMessages>
  );
}
