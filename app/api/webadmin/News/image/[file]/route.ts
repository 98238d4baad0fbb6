import { fileByNameRoute } from '@/lib/server/files/file-routes';
import { NEWS_IMAGE } from '@/lib/server/news/news-image-file';
import { readNewsImageFile } from '@/lib/server/news/news-images';
import { newsImageFileParams } from '@/lib/schemas/news';

// GET /api/webadmin/News/image/{file} – a post's photo (<id>.jpg) or its thumbnail (<id>-t.jpg)
export const GET = fileByNameRoute(NEWS_IMAGE, readNewsImageFile, {
  path: '/api/webadmin/News/image/{file}',
  summary: 'A photo of a post the caller may read (a teacher: public news and their classes’); 404 otherwise.',
  params: newsImageFileParams,
  errors: [404, 422],
});
