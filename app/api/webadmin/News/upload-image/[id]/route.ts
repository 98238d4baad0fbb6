import { uploadRoute } from '@/lib/server/files/file-routes';
import { NEWS_IMAGE } from '@/lib/server/news/news-image-file';
import { uploadNewsImage } from '@/lib/server/news/news-images';
import { newsImageQuery, newsImage } from '@/lib/schemas/news';

// POST /api/webadmin/News/upload-image/{id}?role=cover|gallery – a photo for a post, multipart field `file`
export const POST = uploadRoute(
  NEWS_IMAGE,
  (ctx, id, request, query) => uploadNewsImage(ctx, id, query.role, request),
  {
    path: '/api/webadmin/News/upload-image/{id}',
    summary:
      'Adds a photo to a post of the caller’s scope: PNG, JPEG or WebP by content (415), at most 15 MB (413) and 40 megapixels (422); turned upright, shrunk, re-encoded as JPEG with a thumbnail and no metadata (EXIF GPS removed). role=cover replaces the cover.',
    query: newsImageQuery,
    output: newsImage,
    errors: [404, 422],
  },
);
