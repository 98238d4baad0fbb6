import { endpoint } from '@/lib/server/http/endpoint';
import { uploadAppAbsenceAttachment } from '@/lib/server/absence/app-absences';
import { idParams } from '@/lib/schemas/list';
import { IMAGE_TYPES } from '@/lib/server/files/file-endpoint';
import { MAX_ABSENCE_ATTACHMENT_BYTES } from '@/lib/attendance-values';

// POST /api/app/absences/upload-attachment/{id} – a file for the family's own pending request
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/absences/upload-attachment/{id}',
  summary:
    'Attaches a file to one of the family’s pending leave requests: multipart field `file`, PNG, JPEG, WebP or PDF by content (415), at most 5 MB (413).',
  tag: 'App',
  access: 'parent',
  params: idParams,
  shape: 'mutation',
  errors: [403, 404, 409, 422],
  upload: { types: [...IMAGE_TYPES, 'application/pdf'], maxBytes: MAX_ABSENCE_ATTACHMENT_BYTES },
  handler: (ctx, { params }, request) => uploadAppAbsenceAttachment(ctx, params.id, request),
});
