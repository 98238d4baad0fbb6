import { fileByNameRoute } from '@/lib/server/files/file-routes';
import { BOOK_PHOTO, readBookPhoto } from '@/lib/server/contact-book/book-photo';
import { bookPhotoParams } from '@/lib/schemas/contact-book';

// GET /api/webadmin/ContactBook/photo/{file} – a photo of a child's contact book
export const GET = fileByNameRoute(BOOK_PHOTO, readBookPhoto, {
  path: '/api/webadmin/ContactBook/photo/{file}',
  summary: "A photo of a contact book of the caller's school and scope (404 otherwise).",
  params: bookPhotoParams,
  errors: [404],
});
