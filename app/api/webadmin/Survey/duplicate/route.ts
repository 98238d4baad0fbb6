import { endpoint } from '@/lib/server/http/endpoint';
import { duplicateSurvey } from '@/lib/server/survey/close-survey';
import { surveyIdBody } from '@/lib/schemas/survey';

// POST /api/webadmin/Survey/duplicate – a new draft copied from a survey
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Survey/duplicate',
  summary: 'A new draft with the survey’s title (marked as a copy), audience, times and questions; answers are not copied.',
  tag: 'Survey',
  access: 'tenant',
  body: surveyIdBody,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => duplicateSurvey(ctx, body.id),
});
