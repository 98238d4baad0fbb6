import { endpoint } from '@/lib/server/http/endpoint';
import { uploadAppVaccinePhoto } from '@/lib/server/vaccine/app-vaccines';
import { idParams } from '@/lib/schemas/list';
import { IMAGE_TYPES } from '@/lib/server/files/file-endpoint';
import { VACCINE_PHOTO_MAX_BYTES } from '@/lib/vaccine-values';

// POST /api/app/vaccines/upload-photo/{id} – the vaccination book's page for the family's own declaration
export const POST = endpoint({
  method: 'POST',
  path: '/api/app/vaccines/upload-photo/{id}',
  summary:
    'A photo of the vaccination book for one of the family’s declarations not yet decided (409 once decided, 404 for another family’s): multipart field `file`, PNG, JPEG or WebP by content (415), at most 8 MB (413).',
  tag: 'App',
  access: 'parent',
  params: idParams,
  shape: 'mutation',
  errors: [404, 409, 422],
  upload: { types: IMAGE_TYPES, maxBytes: VACCINE_PHOTO_MAX_BYTES },
  handler: (ctx, { params }, request) => uploadAppVaccinePhoto(ctx, params.id, request),
});
