import { uploadRoute } from '@/lib/server/files/file-routes';
import { ABSENCE_ATTACHMENT } from '@/lib/server/absence/attachment-file';
import { uploadAbsenceAttachment } from '@/lib/server/absence/upload-absence-attachment';

// POST /api/webadmin/Absence/upload-attachment/{id} – a file for a pending request, multipart field `file`
export const POST = uploadRoute(ABSENCE_ATTACHMENT, uploadAbsenceAttachment, {
  path: '/api/webadmin/Absence/upload-attachment/{id}',
  summary:
    'Attaches a file to a pending leave request of the caller’s scope: multipart field `file`, PNG, JPEG, WebP or PDF by content (415), at most 5 MB (413). Replaces an earlier file.',
  errors: [404, 409],
});
