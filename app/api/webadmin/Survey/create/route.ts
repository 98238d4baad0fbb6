import { endpoint } from '@/lib/server/http/endpoint';
import { createSurvey } from '@/lib/server/survey/save-survey';
import { surveySchema } from '@/lib/schemas/survey';
import { dayOfInstant } from '@/lib/server/http/school-days';

// POST /api/webadmin/Survey/create – a survey and its questions, as a draft or open at once
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Survey/create',
  summary:
    'A survey (kind survey or survey_v1, create right on that kind’s menu) with its questions: closing after opening (400), choice questions with two options or more, a grid with rows (400), survey_v1 single or multiple choice only (400); classes of the school (404 otherwise).',
  tag: 'Survey',
  access: 'tenant',
  body: surveySchema,
  schoolDays: ({ body }) => ({ opens_at: dayOfInstant(body.opens_at), closes_at: dayOfInstant(body.closes_at) }),
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => createSurvey(ctx, body),
});
