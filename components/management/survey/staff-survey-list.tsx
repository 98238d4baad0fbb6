'use client';
import { useTranslations } from 'next-intl';
import { mutate } from '@/lib/api/client';
import { SurveyCard, type ChildSurvey } from '@/components/parent/surveys/survey-card';

/** The staff surveys open to the signed-in staff member, each answered or changed in place (POST /Survey/answer). */
export function StaffSurveyList({ surveys }: { surveys: ChildSurvey[] }) {
  const t = useTranslations('staffSurvey');
  if (!surveys.length)
    return (
      <p className="text-body-secondary" data-testid="staff-survey-empty">
        {t('empty')}
      </p>
    );
  return (
    <div className="row g-3">
      {surveys.map((s) => (
        <div className="col-12 col-lg-8" key={s.id}>
          <SurveyCard
            survey={s}
            frame="card card-body"
            save={(answers) => mutate('post', '/webadmin/Survey/answer', { survey_id: s.id, answers })}
          />
        </div>
      ))}
    </div>
  );
}
