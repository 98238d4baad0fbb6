import { fileEndpoint, IMAGE_TYPES } from '@/lib/server/files/file-endpoint';
import { readAppAbsenceAttachment } from '@/lib/server/absence/app-absences';
import { idQuery } from '@/lib/schemas/list';

// GET /api/app/absences/attachment?id= – the file a family attached to one of its own leave requests
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/app/absences/attachment',
  summary: 'The attachment of one of the family’s own leave requests (404 for another family’s, or when there is none).',
  tag: 'App',
  access: 'parent',
  query: idQuery,
  errors: [403, 404, 409, 422],
  produces: [...IMAGE_TYPES, 'application/pdf'],
  handler: (ctx, { query }) => readAppAbsenceAttachment(ctx, query.id),
});
