import { endpoint } from '@/lib/server/http/endpoint';
import { uploadAbsenceAttachment } from '@/lib/server/absence/upload-absence-attachment';
import { idParams } from '@/lib/schemas/list';
import { IMAGE_TYPES } from '@/lib/server/files/file-endpoint';
import { MAX_ABSENCE_ATTACHMENT_BYTES } from '@/lib/attendance-values';

// POST /api/webadmin/Absence/upload-attachment/{id} – a file for a pending request, multipart field `file`
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Absence/upload-attachment/{id}',
  summary:
    'Attaches a file to a pending leave request of the caller’s scope: multipart field `file`, PNG, JPEG, WebP or PDF by content (415), at most 5 MB (413). Replaces an earlier file.',
  tag: 'Absence',
  access: 'tenant',
  right: { menu: 'absence', action: 'create' },
  params: idParams,
  shape: 'mutation',
  errors: [404, 409],
  upload: { types: [...IMAGE_TYPES, 'application/pdf'], maxBytes: MAX_ABSENCE_ATTACHMENT_BYTES },
  handler: (ctx, { params }, request) => uploadAbsenceAttachment(ctx, params.id, request),
});
