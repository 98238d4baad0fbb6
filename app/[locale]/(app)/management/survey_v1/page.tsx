import { SurveyPage } from '@/components/management/survey/survey-page';

/** /management/survey_v1: the earlier, simpler surveys (single and multiple choice), with the same results. */
export default function Page() {
  return <SurveyPage kind="survey_v1" />;
}
