import { endpoint } from '@/lib/server/http/endpoint';
import { pageAppAbsences } from '@/lib/server/absence/app-absences';
import { absenceRow } from '@/lib/schemas/absence';
import { appRequestPageQuery } from '@/lib/schemas/request-list';

// GET /api/app/absences/get-list – the family's leave requests a page at a time (GET /api/app/absences answers them all)
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/absences/get-list',
  summary:
    'The leave requests of the parent’s own children (or of one, student_id; another family’s child is 404), newest first, with their state and any reject reason, a page at a time: page, page_size (20 by default, at most 100); answers {data, total}.',
  tag: 'App',
  access: 'parent',
  query: appRequestPageQuery,
  shape: 'list',
  output: absenceRow,
  errors: [403, 404, 409, 422],
  handler: (ctx, { query }) => pageAppAbsences(ctx, query),
});
