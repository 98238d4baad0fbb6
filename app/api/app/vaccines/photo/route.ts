import { fileOfRowRoute } from '@/lib/server/files/file-routes';
import { VACCINE_PHOTO } from '@/lib/server/vaccine/photo';
import { readAppVaccinePhoto } from '@/lib/server/vaccine/app-vaccines';

// GET /api/app/vaccines/photo?id= – the photo of one of the family's own declarations
export const GET = fileOfRowRoute(VACCINE_PHOTO, readAppVaccinePhoto, {
  path: '/api/app/vaccines/photo',
  summary:
    'The vaccination book photo of one of the family’s own declarations (404 for another family’s, or when there is none).',
  errors: [404, 409, 422],
});
