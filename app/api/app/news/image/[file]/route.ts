import { fileByNameRoute } from '@/lib/server/files/file-routes';
import { NEWS_IMAGE } from '@/lib/server/news/news-image-file';
import { readAppNewsImageFile } from '@/lib/server/news/news-images';
import { newsImageFileParams } from '@/lib/schemas/news';

// GET /api/app/news/image/{file} – a photo of a post in the family's feed
export const GET = fileByNameRoute(NEWS_IMAGE, readAppNewsImageFile, {
  path: '/api/app/news/image/{file}',
  summary:
    'A photo (<id>.jpg) or thumbnail (<id>-t.jpg) of a post that is out and meant for one of the family’s children; 404 otherwise.',
  params: newsImageFileParams,
  errors: [403, 404, 422],
});
