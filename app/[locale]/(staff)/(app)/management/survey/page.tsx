import { SurveyPage } from './survey-page';
import { PageMessages } from '@/components/providers/page-messages';
import type { SearchParams } from '@/lib/list-query';

/** /management/survey: surveys: builder, publishing, results and export (survey-page.tsx). */
export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <PageMessages ns={['survey']}>
      <SurveyPage kind="survey" searchParams={searchParams} />
    </PageMessages>
  );
}
