import { endpoint } from '@/lib/server/http/endpoint';
import { uploadNewsImage } from '@/lib/server/news/news-images';
import { newsImageQuery, newsImage } from '@/lib/schemas/news';
import { idParams } from '@/lib/schemas/list';
import { IMAGE_TYPES } from '@/lib/server/files/file-endpoint';
import { NEWS_IMAGE_MAX_BYTES } from '@/lib/news-values';

// POST /api/webadmin/News/upload-image/{id}?role=cover|gallery – a photo for a post, multipart field `file`
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/News/upload-image/{id}',
  summary:
    'Adds a photo to a post of the caller’s scope: PNG, JPEG or WebP by content (415), at most 15 MB (413) and 50 megapixels (422); turned upright, shrunk, re-encoded as JPEG with a thumbnail and no metadata (EXIF GPS removed). role=cover replaces the cover.',
  tag: 'News',
  access: 'tenant',
  params: idParams,
  query: newsImageQuery,
  shape: 'mutation',
  output: newsImage,
  errors: [404, 422],
  upload: { types: IMAGE_TYPES, maxBytes: NEWS_IMAGE_MAX_BYTES },
  handler: (ctx, { params, query }, request) => uploadNewsImage(ctx, params.id, query.role, request),
});
