import { fileEndpoint } from '@/lib/server/files/file-endpoint';
import { readNewsImageFile } from '@/lib/server/news/news-images';
import { newsImageFileParams } from '@/lib/schemas/news';

// GET /api/webadmin/News/image/{file} – a post's photo (<id>.jpg) or its thumbnail (<id>-t.jpg)
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/News/image/{file}',
  summary: 'A photo of a post the caller may read (a teacher: public news and their classes’); 404 otherwise.',
  tag: 'News',
  access: 'tenant',
  params: newsImageFileParams,
  errors: [404, 422],
  produces: ['image/jpeg'],
  handler: (ctx, { params }) => readNewsImageFile(ctx, params.file),
});
