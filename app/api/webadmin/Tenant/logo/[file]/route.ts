import { fileByNameRoute } from '@/lib/server/files/file-routes';
import { SCHOOL_LOGO } from '@/lib/server/school/school-logo-file';
import { readSchoolLogo } from '@/lib/server/school/read-school-logo';
import { logoFileParams } from '@/lib/schemas/school';

// GET /api/webadmin/Tenant/logo/{file} – a school's current logo, for the sign-in page (public)
export const GET = fileByNameRoute(SCHOOL_LOGO, (_ctx, file) => readSchoolLogo(file), {
  path: '/api/webadmin/Tenant/logo/{file}',
  summary: "A school's current logo (PNG, JPEG or WebP). Public: the sign-in page shows it; no other file is served.",
  params: logoFileParams,
  errors: [403, 404],
});
