import { SurveyPage } from '@/components/management/survey/survey-page';
import type { SearchParams } from '@/lib/list-query';

/** /management/survey: surveys: builder, publishing, results and export (survey-page.tsx). */
export default function Page({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <SurveyPage kind="survey" searchParams={searchParams} />;
}
