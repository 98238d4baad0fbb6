import { surveyResults } from '@/lib/schemas/survey';
import { endpoint } from '@/lib/server/http/endpoint';
import { getSurveyResults } from '@/lib/server/survey/survey-results';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/Survey/get-results?id= – charts' figures, response rate per class, who has not answered
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Survey/get-results',
  summary:
    'Results of a survey: response_count, audience_count, by_class [{class_id, class_name, responded, expected}], questions [{id, counts, average, grid, other, texts}] and pending (children not answered for, with the primary guardian’s phone). A teacher sees their classes only.',
  tag: 'Survey',
  access: 'tenant',
  query: idQuery,
  shape: 'data',
  output: surveyResults,
  errors: [404],
  handler: (ctx, { query }) => getSurveyResults(ctx, query.id),
});
