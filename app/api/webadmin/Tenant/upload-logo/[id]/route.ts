import { endpoint } from '@/lib/server/http/endpoint';
import { uploadSchoolLogo } from '@/lib/server/school/upload-school-logo';
import { idParams } from '@/lib/schemas/list';
import { IMAGE_TYPES } from '@/lib/server/files/file-endpoint';
import { LOGO_MAX_BYTES } from '@/lib/schemas/school';

// POST /api/webadmin/Tenant/upload-logo/{id} – a school's logo, multipart field `file` (system administrators)
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Tenant/upload-logo/{id}',
  summary: "Replaces a school's logo: multipart field `file`, PNG, JPEG or WebP by content, at most 1 MB (413 / 415).",
  tag: 'Tenant',
  access: 'tenant',
  right: { menu: 'school', action: 'update' },
  params: idParams,
  shape: 'mutation',
  errors: [404],
  upload: { types: IMAGE_TYPES, maxBytes: LOGO_MAX_BYTES },
  handler: (ctx, { params }, request) => uploadSchoolLogo(ctx, params.id, request),
});
