import { endpoint } from '@/lib/server/http/endpoint';
import { uploadDeclarationPhoto } from '@/lib/server/vaccine/declaration-photo';
import { idParams } from '@/lib/schemas/list';
import { IMAGE_TYPES } from '@/lib/server/files/file-endpoint';
import { VACCINE_PHOTO_MAX_BYTES } from '@/lib/vaccine-values';

// POST /api/webadmin/VaccineDeclaration/upload-photo/{id} – the vaccination book's page, multipart field `file`
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/VaccineDeclaration/upload-photo/{id}',
  summary:
    'A photo of the vaccination book for a declaration of the caller’s scope that is not rejected: PNG, JPEG or WebP by content (415), at most 8 MB (413); stored resized as JPEG without metadata. Replaces an earlier photo.',
  tag: 'VaccineDeclaration',
  access: 'tenant',
  right: { menu: 'vaccine-declaration', action: 'create' },
  params: idParams,
  shape: 'mutation',
  errors: [404, 409],
  upload: { types: IMAGE_TYPES, maxBytes: VACCINE_PHOTO_MAX_BYTES },
  handler: (ctx, { params }, request) => uploadDeclarationPhoto(ctx, params.id, request),
});
