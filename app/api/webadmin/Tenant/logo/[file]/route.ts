import { fileEndpoint, IMAGE_TYPES } from '@/lib/server/files/file-endpoint';
import { readSchoolLogo } from '@/lib/server/school/read-school-logo';
import { logoFileParams } from '@/lib/schemas/school';

// GET /api/webadmin/Tenant/logo/{file} – a school's current logo, for the sign-in page (public)
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/Tenant/logo/{file}',
  summary: "A school's current logo (PNG, JPEG or WebP). Public: the sign-in page shows it; no other file is served.",
  tag: 'Tenant',
  access: 'public',
  params: logoFileParams,
  errors: [403, 404],
  produces: [...IMAGE_TYPES],
  handler: (_ctx, { params }) => readSchoolLogo(params.file),
});
