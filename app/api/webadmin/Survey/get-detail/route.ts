import { surveyDetail } from '@/lib/schemas/survey';
import { endpoint } from '@/lib/server/http/endpoint';
import { getSurvey } from '@/lib/server/survey/get-survey';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/Survey/get-detail?id= – one survey with its questions
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Survey/get-detail',
  summary: 'One survey of the caller’s school and scope (404 otherwise) with its questions in order and whether it has answers.',
  tag: 'Survey',
  access: 'tenant',
  query: idQuery,
  shape: 'data',
  output: surveyDetail,
  errors: [404],
  handler: (ctx, { query }) => getSurvey(ctx, query.id),
});
