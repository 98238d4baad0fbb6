import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { SurveyAdmin } from '@/components/management/survey/survey-admin';
import { PageMessages } from '@/components/providers/page-messages';

/** /management/survey: surveys: builder, publishing, results and export. Without survey.read: 403. */
export default async function Page() {
  const page = await requirePage('survey');
  if (!page) return <ErrorView status={403} />;
  return (
    <PageMessages ns={['survey']}>
      <SurveyAdmin
        kind="survey"
        title={page.title}
        group={page.group}
        actions={page.actions}
        ownOnly={page.ctx.scope === 'class'}
      />
    </PageMessages>
  );
}
