import { fileOfRowRoute } from '@/lib/server/files/file-routes';
import { VACCINE_PHOTO } from '@/lib/server/vaccine/photo';
import { readDeclarationPhoto } from '@/lib/server/vaccine/declaration-photo';

// GET /api/webadmin/VaccineDeclaration/photo?id= – the photo of the vaccination book
export const GET = fileOfRowRoute(VACCINE_PHOTO, readDeclarationPhoto, {
  path: '/api/webadmin/VaccineDeclaration/photo',
  summary:
    'The vaccination book photo of a declaration of the caller’s school and scope (404 otherwise, or when there is none).',
  errors: [404, 409],
});
