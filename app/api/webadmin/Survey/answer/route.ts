import { endpoint } from '@/lib/server/http/endpoint';
import { answerStaffSurvey } from '@/lib/server/survey/staff-surveys';
import { staffSurveyAnswerSchema } from '@/lib/schemas/survey';

// POST /api/webadmin/Survey/answer – a staff member's own answers to a staff survey
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Survey/answer',
  summary:
    'The caller’s own answers to a staff survey of their school open now (a parents’ survey, a draft or another school’s is 404; closed or not yet open 409); every staff member of the school may answer, whatever their rights. value as in /api/app/surveys/answer. Answering again replaces the earlier answers.',
  tag: 'Survey',
  access: 'tenant',
  body: staffSurveyAnswerSchema,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => answerStaffSurvey(ctx, body),
});
