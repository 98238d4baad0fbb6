import { uploadRoute } from '@/lib/server/files/file-routes';
import { STUDENT_PHOTO } from '@/lib/server/student/student-photo-file';
import { uploadStudentPhoto } from '@/lib/server/student/upload-student-photo';
import { STUDENT_PHOTO_MAX_BYTES, STUDENT_PHOTO_MAX_SIDE } from '@/lib/limits';

// POST /api/webadmin/Student/upload-photo/{id} – a child's photo, multipart field `file`
export const POST = uploadRoute(STUDENT_PHOTO, uploadStudentPhoto, {
  path: '/api/webadmin/Student/upload-photo/{id}',
  summary: `Sets or replaces a child's photo: multipart field \`file\`, PNG, JPEG or WebP by content (415), at most ${STUDENT_PHOTO_MAX_BYTES / 1024} KB (413); stored re-encoded in its type, at most ${STUDENT_PHOTO_MAX_SIDE} px, without its metadata. Another school's child, or another class's for a teacher, is 404.`,
  errors: [404],
});
