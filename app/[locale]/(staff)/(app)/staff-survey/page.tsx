import { getLocale, getTranslations } from 'next-intl/server';
import { getPageSession } from '@/lib/server/auth/page-session';
import { listStaffSurveys } from '@/lib/server/survey/staff-surveys';
import { ErrorView } from '@/components/errors/error-view';
import { PageMessages } from '@/components/providers/page-messages';
import { StaffSurveyList } from '@/components/management/survey/staff-survey-list';
import { isLocale } from '@/lib/i18n/routing';

/**
 * /staff-survey: the staff surveys open now to the signed-in staff member (every staff member of the school, whatever
 * their rights), with their own answers; read with the service GET /Survey/get-open calls.
 */
export default async function StaffSurveyPage() {
  const raw = await getLocale();
  const session = await getPageSession(isLocale(raw) ? raw : 'vi');
  if (session.status !== 'ok') return <ErrorView status={403} />;
  const t = await getTranslations('staffSurvey');
  const surveys = await listStaffSurveys(session.ctx);
  return (
    <PageMessages ns={['staffSurvey', 'parentSurveys', 'parent']}>
      <section aria-labelledby="page-title">
        <h1 id="page-title" className="h3">
          {t('title')}
        </h1>
        <p className="text-body-secondary">{t('intro')}</p>
        <StaffSurveyList
          surveys={surveys}
        />
      </section>
    </PageMessages>
  );
}
