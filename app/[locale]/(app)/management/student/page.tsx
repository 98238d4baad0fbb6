import { getLocale } from 'next-intl/server';
import { getPageSession } from '@/lib/server/auth/page-session';
import { MENU_BY_CODE } from '@/lib/server/menu/menu-tree';
import { ErrorView } from '@/components/errors/error-view';
import { StudentAdmin } from '@/components/management/student/student-admin';
import { isLocale } from '@/lib/i18n/routing';

/** /management/student: the school's children. Without student.read the page answers 403, as the API would. */
export default async function StudentPage() {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const session = await getPageSession(locale);
  if (session.status !== 'ok' || !session.ctx.can('student', 'read')) return <ErrorView status={403} />;
  const name = (m?: { vi: string; en: string }) => (m ? (locale === 'en' ? m.en : m.vi) : '');
  const menu = MENU_BY_CODE.get('student');
  return (
    <StudentAdmin
      title={name(menu)}
      group={name(MENU_BY_CODE.get(menu?.parent ?? ''))}
      actions={[...(session.ctx.rights.student ?? [])]}
      ownOnly={session.ctx.scope === 'class'}
    />
  );
}
