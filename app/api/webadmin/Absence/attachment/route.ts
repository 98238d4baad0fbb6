import { fileEndpoint, IMAGE_TYPES } from '@/lib/server/files/file-endpoint';
import { readAbsenceAttachment } from '@/lib/server/absence/read-absence-attachment';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/Absence/attachment?id= – the file of a leave request
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/Absence/attachment',
  summary: 'The attachment of a leave request of the caller’s school and scope (404 otherwise, or when there is none).',
  tag: 'Absence',
  access: 'tenant',
  right: { menu: 'absence', action: 'read' },
  query: idQuery,
  errors: [404, 409],
  produces: [...IMAGE_TYPES, 'application/pdf'],
  handler: (ctx, { query }) => readAbsenceAttachment(ctx, query.id),
});
