import { uploadRoute } from '@/lib/server/files/file-routes';
import { VACCINE_PHOTO } from '@/lib/server/vaccine/photo';
import { uploadDeclarationPhoto } from '@/lib/server/vaccine/declaration-photo';

// POST /api/webadmin/VaccineDeclaration/upload-photo/{id} – the vaccination book's page, multipart field `file`
export const POST = uploadRoute(VACCINE_PHOTO, uploadDeclarationPhoto, {
  path: '/api/webadmin/VaccineDeclaration/upload-photo/{id}',
  summary:
    'A photo of the vaccination book for a declaration of the caller’s scope that is not rejected: PNG, JPEG or WebP by content (415), at most 8 MB (413); stored resized as JPEG without metadata. Replaces an earlier photo.',
  errors: [404, 409],
});
