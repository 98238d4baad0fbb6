import { endpoint } from '@/lib/server/http/endpoint';
import { updateSurvey } from '@/lib/server/survey/save-survey';
import { surveySchema } from '@/lib/schemas/survey';
import { idParams } from '@/lib/schemas/list';
import { dayOfInstant } from '@/lib/server/http/school-days';

// PUT /api/webadmin/Survey/update/{id} – change a survey that is not closed
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Survey/update/{id}',
  summary:
    'Changes a survey that is not closed (409 otherwise). Once answered, its questions cannot change and it cannot go back to a draft (409: duplicate it instead).',
  tag: 'Survey',
  access: 'tenant',
  params: idParams,
  body: surveySchema,
  schoolDays: ({ body }) => ({ opens_at: dayOfInstant(body.opens_at), closes_at: dayOfInstant(body.closes_at) }),
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { params, body }) => updateSurvey(ctx, params.id, body),
});
