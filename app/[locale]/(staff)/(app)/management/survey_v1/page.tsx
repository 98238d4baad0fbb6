import { SurveyPage } from '../survey/survey-page';
import { PageMessages } from '@/components/providers/page-messages';
import type { SearchParams } from '@/lib/list-query';

/** /management/survey_v1: the earlier, simpler surveys (single and multiple choice), with the same results. */
export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <PageMessages ns={['survey']}>
      <SurveyPage kind="survey_v1" searchParams={searchParams} />
    </PageMessages>
  );
}
