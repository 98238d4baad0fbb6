import { fileOfRowRoute } from '@/lib/server/files/file-routes';
import { ABSENCE_ATTACHMENT } from '@/lib/server/absence/attachment-file';
import { readAppAbsenceAttachment } from '@/lib/server/absence/app-absences';

// GET /api/app/absences/attachment?id= – the file a family attached to one of its own leave requests
export const GET = fileOfRowRoute(ABSENCE_ATTACHMENT, readAppAbsenceAttachment, {
  path: '/api/app/absences/attachment',
  summary:
    'The attachment of one of the family’s own leave requests (404 for another family’s, or when there is none).',
  errors: [403, 404, 409, 422],
});
