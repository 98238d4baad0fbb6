import { getLocale } from 'next-intl/server';
import { getPageSession } from '@/lib/server/auth/page-session';
import { MENU_BY_CODE } from '@/lib/server/menu/menu-tree';
import { ErrorView } from '@/components/errors/error-view';
import { AbsenceAdmin } from '@/components/management/absence/absence-admin';
import { isLocale } from '@/lib/i18n/routing';

/** /management/absence: parents' leave requests. Without absence.read the page answers 403, as the API would. */
export default async function AbsencePage() {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const session = await getPageSession(locale);
  if (session.status !== 'ok' || !session.ctx.can('absence', 'read')) return <ErrorView status={403} />;
  const name = (m?: { vi: string; en: string }) => (m ? (locale === 'en' ? m.en : m.vi) : '');
  const menu = MENU_BY_CODE.get('absence');
  return (
    <AbsenceAdmin
      title={name(menu)}
      group={name(MENU_BY_CODE.get(menu?.parent ?? ''))}
      actions={[...(session.ctx.rights.absence ?? [])]}
      ownOnly={session.ctx.scope === 'class'}
    />
  );
}
