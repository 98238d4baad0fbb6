import { SurveyPage } from '@/components/management/survey/survey-page';

/** /management/survey: surveys: builder, publishing, results and export (survey-page.tsx). */
export default function Page() {
  return <SurveyPage kind="survey" />;
}
