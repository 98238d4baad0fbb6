import { z } from 'zod';
import { uploadRoute } from '@/lib/server/files/file-routes';
import { BOOK_PHOTO, uploadBookPhoto } from '@/lib/server/contact-book/book-photo';
import { photoDateQuery } from '@/lib/schemas/contact-book';

// POST /api/webadmin/ContactBook/upload-photo/{id}?date= – a photo of the child's day ({id}: the child)
export const POST = uploadRoute(BOOK_PHOTO, uploadBookPhoto, {
  path: '/api/webadmin/ContactBook/upload-photo/{id}',
  summary:
    "A photo for a child's contact book of a day (`id` the child, `date` the day): multipart field `file`, an image by content (415), at most 8 MB (413), stored re-encoded without metadata; at most six a day (422); a child not present in the caller's classes that day 404/422.",
  query: photoDateQuery,
  output: z.object({ file: z.string() }),
  errors: [404, 409, 422],
});
