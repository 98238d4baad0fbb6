import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { SurveyAdmin } from '@/components/management/survey/survey-admin';
import { PageMessages } from '@/components/providers/page-messages';

/** /management/survey_v1: the earlier, simpler surveys (single and multiple choice), with the same results. Without survey_v1.read: 403. */
export default async function Page() {
  const page = await requirePage('survey_v1');
  if (!page) return <ErrorView status={403} />;
  return (
    <PageMessages ns={['survey']}>
      <SurveyAdmin
        kind="survey_v1"
        title={page.title}
        group={page.group}
        actions={page.actions}
        ownOnly={page.ctx.scope === 'class'}
      />
    </PageMessages>
  );
}
