import { getLocale } from 'next-intl/server';
import { getPageSession } from '@/lib/server/auth/page-session';
import { MENU_BY_CODE } from '@/lib/server/menu/menu-tree';
import { ErrorView } from '@/components/errors/error-view';
import { EventAdmin } from '@/components/management/calendar-event/event-admin';
import { isLocale } from '@/lib/i18n/routing';

/** /calendar-event-confirm: school events and the parents' replies. Without its read right the page answers 403. */
export default async function CalendarEventPage() {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const session = await getPageSession(locale);
  if (session.status !== 'ok' || !session.ctx.can('calendar-event-confirm', 'read')) return <ErrorView status={403} />;
  const name = (m?: { vi: string; en: string }) => (m ? (locale === 'en' ? m.en : m.vi) : '');
  const menu = MENU_BY_CODE.get('calendar-event-confirm');
  return (
    <EventAdmin
      title={name(menu)}
      group={name(MENU_BY_CODE.get(menu?.parent ?? ''))}
      actions={[...(session.ctx.rights['calendar-event-confirm'] ?? [])]}
      ownOnly={session.ctx.scope === 'class'}
    />
  );
}
