import { endpoint } from '@/lib/server/http/endpoint';
import { listSurveys } from '@/lib/server/survey/list-surveys';
import { surveyListQuery, surveyRow } from '@/lib/schemas/survey';

// GET /api/webadmin/Survey/get-list?kind= – one kind's surveys of the school (a teacher's classes only)
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Survey/get-list',
  summary:
    'Surveys of one kind (survey or survey_v1; read right on that kind’s menu), filtered by status (an open survey past its closing time is closed), accent-free search over the title; order_by created_at (default, newest first), title, opens_at, closes_at, status.',
  tag: 'Survey',
  access: 'tenant',
  query: surveyListQuery,
  shape: 'list',
  output: surveyRow,
  errors: [404],
  handler: (ctx, { query }) => listSurveys(ctx, query),
});
