import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { listStaffSurveys } from '@/lib/server/survey/staff-surveys';
import { staffSurvey } from '@/lib/schemas/survey';

// GET /api/webadmin/Survey/get-open – the staff surveys open now to the caller, with their own answers
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Survey/get-open',
  summary:
    'The staff surveys of the school open now, closing soonest first, each with its questions and the caller’s own answers (answered_at null before). Every staff member of the school may read them.',
  tag: 'Survey',
  access: 'tenant',
  shape: 'data',
  output: z.array(staffSurvey),
  handler: (ctx) => listStaffSurveys(ctx),
});
