import { uploadRoute } from '@/lib/server/files/file-routes';
import { ABSENCE_ATTACHMENT } from '@/lib/server/absence/attachment-file';
import { uploadAppAbsenceAttachment } from '@/lib/server/absence/app-absences';

// POST /api/app/absences/upload-attachment/{id} – a file for the family's own pending request
export const POST = uploadRoute(ABSENCE_ATTACHMENT, uploadAppAbsenceAttachment, {
  path: '/api/app/absences/upload-attachment/{id}',
  summary:
    'Attaches a file to one of the family’s pending leave requests: multipart field `file`, PNG, JPEG, WebP or PDF by content (415), at most 5 MB (413).',
  errors: [403, 404, 409, 422],
});
