import { fileOfRowRoute } from '@/lib/server/files/file-routes';
import { ABSENCE_ATTACHMENT } from '@/lib/server/absence/attachment-file';
import { readAbsenceAttachment } from '@/lib/server/absence/read-absence-attachment';

// GET /api/webadmin/Absence/attachment?id= – the file of a leave request
export const GET = fileOfRowRoute(ABSENCE_ATTACHMENT, readAbsenceAttachment, {
  path: '/api/webadmin/Absence/attachment',
  summary: 'The attachment of a leave request of the caller’s school and scope (404 otherwise, or when there is none).',
  errors: [404, 409],
});
