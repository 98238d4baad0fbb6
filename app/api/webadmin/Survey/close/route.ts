import { endpoint } from '@/lib/server/http/endpoint';
import { closeSurvey } from '@/lib/server/survey/close-survey';
import { surveyIdBody } from '@/lib/schemas/survey';

// PUT /api/webadmin/Survey/close – stop an open survey now
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Survey/close',
  summary: 'Closes an open survey now (409 for a draft or a closed one); its answers stay readable.',
  tag: 'Survey',
  access: 'tenant',
  body: surveyIdBody,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => closeSurvey(ctx, body.id),
});
