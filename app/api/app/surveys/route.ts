import { z } from 'zod';
import { appSurvey } from '@/lib/schemas/survey';
import { endpoint } from '@/lib/server/http/endpoint';
import { listAppSurveys } from '@/lib/server/survey/app-surveys';

// GET /api/app/surveys – the surveys open now for the family's children
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/surveys',
  summary:
    'Parents’ surveys open now for one of the family’s children: [{id, title, description, closes_at, answered, students:[{student_id, answered, answered_at, answers:{question_id: value}}], questions:[{id, type, title, required, options, allow_other, rows}]}], closing soonest first.',
  tag: 'App',
  access: 'parent',
  shape: 'data',
  output: z.array(appSurvey),
  errors: [403, 404, 409],
  handler: (ctx) => listAppSurveys(ctx),
});
