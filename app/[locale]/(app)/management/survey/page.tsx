import { getLocale } from 'next-intl/server';
import { getPageSession } from '@/lib/server/auth/page-session';
import { MENU_BY_CODE } from '@/lib/server/menu/menu-tree';
import { ErrorView } from '@/components/errors/error-view';
import { SurveyAdmin } from '@/components/management/survey/survey-admin';
import { isLocale } from '@/lib/i18n/routing';

/** /management/survey: surveys: builder, publishing, results and export. Without survey.read: 403. */
export default async function Page() {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const session = await getPageSession(locale);
  if (session.status !== 'ok' || !session.ctx.can('survey', 'read')) return <ErrorView status={403} />;
  const name = (m?: { vi: string; en: string }) => (m ? (locale === 'en' ? m.en : m.vi) : '');
  const menu = MENU_BY_CODE.get('survey');
  return (
    <SurveyAdmin
      kind="survey"
      title={name(menu)}
      group={name(MENU_BY_CODE.get(menu?.parent ?? ''))}
      actions={[...(session.ctx.rights['survey'] ?? [])]}
      ownOnly={session.ctx.scope === 'class'}
    />
  );
}
