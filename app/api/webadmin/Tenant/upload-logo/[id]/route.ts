import { uploadRoute } from '@/lib/server/files/file-routes';
import { SCHOOL_LOGO } from '@/lib/server/school/school-logo-file';
import { uploadSchoolLogo } from '@/lib/server/school/upload-school-logo';

// POST /api/webadmin/Tenant/upload-logo/{id} – a school's logo, multipart field `file` (system administrators)
export const POST = uploadRoute(SCHOOL_LOGO, uploadSchoolLogo, {
  path: '/api/webadmin/Tenant/upload-logo/{id}',
  summary: "Replaces a school's logo: multipart field `file`, PNG, JPEG or WebP by content, at most 1 MB (413 / 415); stored re-encoded in its type, without its metadata.",
  errors: [404],
});
