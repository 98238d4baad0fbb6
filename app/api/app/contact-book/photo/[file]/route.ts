import { fileByNameRoute } from '@/lib/server/files/file-routes';
import { BOOK_PHOTO, readAppBookPhoto } from '@/lib/server/contact-book/book-photo';
import { bookPhotoParams } from '@/lib/schemas/contact-book';

// GET /api/app/contact-book/photo/{file} – a photo of one of the family's children's sent books
export const GET = fileByNameRoute(BOOK_PHOTO, readAppBookPhoto, {
  path: '/api/app/contact-book/photo/{file}',
  summary: "A photo of a sent contact book of one of the family's children (404 otherwise, or before it is sent).",
  params: bookPhotoParams,
  errors: [404],
});
