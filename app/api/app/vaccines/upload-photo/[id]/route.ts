import { uploadRoute } from '@/lib/server/files/file-routes';
import { VACCINE_PHOTO } from '@/lib/server/vaccine/photo';
import { uploadAppVaccinePhoto } from '@/lib/server/vaccine/app-vaccines';

// POST /api/app/vaccines/upload-photo/{id} – the vaccination book's page for the family's own declaration
export const POST = uploadRoute(VACCINE_PHOTO, uploadAppVaccinePhoto, {
  path: '/api/app/vaccines/upload-photo/{id}',
  summary:
    'A photo of the vaccination book for one of the family’s declarations not yet decided (409 once decided, 404 for another family’s): multipart field `file`, PNG, JPEG or WebP by content (415), at most 8 MB (413).',
  errors: [404, 409, 422],
});
