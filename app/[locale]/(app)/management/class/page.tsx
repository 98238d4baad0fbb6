import { getLocale } from 'next-intl/server';
import { getPageSession } from '@/lib/server/auth/page-session';
import { MENU_BY_CODE } from '@/lib/server/menu/menu-tree';
import { ErrorView } from '@/components/errors/error-view';
import { ClassAdmin } from '@/components/management/class/class-admin';
import { isLocale } from '@/lib/i18n/routing';

/** /management/class: school years and classes. Without class.read the page answers 403, as the API would. */
export default async function ClassPage() {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const session = await getPageSession(locale);
  if (session.status !== 'ok' || !session.ctx.can('class', 'read')) return <ErrorView status={403} />;
  const name = (m?: { vi: string; en: string }) => (m ? (locale === 'en' ? m.en : m.vi) : '');
  const menu = MENU_BY_CODE.get('class');
  return (
    <ClassAdmin
      title={name(menu)}
      group={name(MENU_BY_CODE.get(menu?.parent ?? ''))}
      actions={[...(session.ctx.rights.class ?? [])]}
      ownOnly={session.ctx.scope === 'class'}
    />
  );
}
