import { getTranslations } from 'next-intl/server';
import { requireParentPage } from '@/lib/server/app-auth/parent-page';
import { listAppSurveys } from '@/lib/server/survey/app-surveys';
import { ParentMessages } from '@/components/providers/parent-messages';
import { ParentScreen } from '@/components/parent/shell/parent-screen';
import { SurveyCard, type ChildSurvey } from '@/components/parent/surveys/survey-card';

/**
 * The surveys open now for the child on screen, closing soonest first, each with what the family answered; read
 * with the service GET /api/app/surveys calls.
 */
export default async function ParentSurveysPage() {
  const { ctx, child } = await requireParentPage();
  const t = await getTranslations('parent');
  const ts = await getTranslations('parentSurveys');
  if (!child) {
    return (
      <ParentScreen title={t('screens.surveys')}>
        <p className="text-body-secondary">{t('shell.noChild')}</p>
      </ParentScreen>
    );
  }
  const surveys: ChildSurvey[] = (await listAppSurveys(ctx)).flatMap((s) => {
    const mine = s.students.find((x) => x.student_id === child.id);
    if (!mine) return [];
    const { id, title, description, closes_at, questions } = s;
    return [
      {
        id,
        title,
        description,
        closes_at,
        questions,
        answered_at: mine.answered ? mine.answered_at : null,
        answers: mine.answers,
      },
    ];
  });
  const name = child.nickname || child.full_name;
  return (
    <ParentMessages ns={['parentSurveys']}>
      <ParentScreen title={t('screens.surveys')}>
        {surveys.length === 0 ? (
          <p className="text-body-secondary">{ts('surveysEmpty', { name })}</p>
        ) : (
          surveys.map((s) => <SurveyCard key={s.id} survey={s} studentId={child.id} />)
        )}
      </ParentScreen>
    </ParentMessages>
  );
}
