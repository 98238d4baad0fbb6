import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { listAppAbsences } from '@/lib/server/absence/app-absences';
import { appAbsenceListQuery, absenceRow } from '@/lib/schemas/absence';

// GET /api/app/absences – the family's leave requests, newest first
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/absences',
  summary: 'The leave requests of the parent’s own children (or of one, student_id; another family’s child is 404), newest first, with their state and any reject reason.',
  tag: 'App',
  access: 'parent',
  query: appAbsenceListQuery,
  shape: 'data',
  output: z.array(absenceRow),
  errors: [403, 404, 409, 422],
  handler: (ctx, { query }) => listAppAbsences(ctx, query.student_id),
});
