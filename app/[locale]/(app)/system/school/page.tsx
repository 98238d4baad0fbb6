import { getLocale } from 'next-intl/server';
import { getPageSession } from '@/lib/server/auth/page-session';
import { MENU_BY_CODE } from '@/lib/server/menu/menu-tree';
import { ErrorView } from '@/components/errors/error-view';
import { SchoolAdmin } from '@/components/system/school/school-admin';
import { isLocale } from '@/lib/i18n/routing';

/** /system/school: schools and their login brand. System administrators only, as the API enforces. */
export default async function SchoolPage() {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const session = await getPageSession(locale);
  if (session.status !== 'ok' || !session.ctx.user.isSystemAdmin || !session.ctx.can('school', 'read'))
    return <ErrorView status={403} />;
  const name = (m?: { vi: string; en: string }) => (m ? (locale === 'en' ? m.en : m.vi) : '');
  const menu = MENU_BY_CODE.get('school');
  return (
    <SchoolAdmin
      title={name(menu)}
      group={name(MENU_BY_CODE.get(menu?.parent ?? ''))}
      canCreate={session.ctx.can('school', 'create')}
      canUpdate={session.ctx.can('school', 'update')}
    />
  );
}
