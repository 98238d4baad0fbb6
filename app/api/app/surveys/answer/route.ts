import { endpoint } from '@/lib/server/http/endpoint';
import { answerAppSurvey } from '@/lib/server/survey/app-surveys';
import { appSurveyAnswerSchema } from '@/lib/schemas/survey';

// POST /api/app/surveys/answer – a family's answers for one of their children
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/surveys/answer',
  summary:
    'Answers for one of the family’s own children (another family’s child, a draft, a staff survey or another class’s is 404) to a survey open now (409 otherwise); value: a string (single, text), an array (multiple), a number 1–5 (rating), {row: option} (grid). Answering again replaces the earlier answers.',
  tag: 'App',
  access: 'parent',
  body: appSurveyAnswerSchema,
  shape: 'mutation',
  errors: [403, 404, 409],
  handler: (ctx, { body }) => answerAppSurvey(ctx, body),
});
