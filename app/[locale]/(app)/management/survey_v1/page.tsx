import { getLocale } from 'next-intl/server';
import { getPageSession } from '@/lib/server/auth/page-session';
import { MENU_BY_CODE } from '@/lib/server/menu/menu-tree';
import { ErrorView } from '@/components/errors/error-view';
import { SurveyAdmin } from '@/components/management/survey/survey-admin';
import { isLocale } from '@/lib/i18n/routing';

/** /management/survey_v1: the earlier, simpler surveys (single and multiple choice), with the same results. Without survey_v1.read: 403. */
export default async function Page() {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const session = await getPageSession(locale);
  if (session.status !== 'ok' || !session.ctx.can('survey_v1', 'read')) return <ErrorView status={403} />;
  const name = (m?: { vi: string; en: string }) => (m ? (locale === 'en' ? m.en : m.vi) : '');
  const menu = MENU_BY_CODE.get('survey_v1');
  return (
    <SurveyAdmin
      kind="survey_v1"
      title={name(menu)}
      group={name(MENU_BY_CODE.get(menu?.parent ?? ''))}
      actions={[...(session.ctx.rights['survey_v1'] ?? [])]}
      ownOnly={session.ctx.scope === 'class'}
    />
  );
}
