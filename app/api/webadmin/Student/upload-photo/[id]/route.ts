import { endpoint } from '@/lib/server/http/endpoint';
import { uploadStudentPhoto } from '@/lib/server/student/upload-student-photo';
import { idParams } from '@/lib/schemas/list';
import { STUDENT_PHOTO_MAX_BYTES } from '@/lib/limits';
import { IMAGE_TYPES } from '@/lib/server/files/file-endpoint';

// POST /api/webadmin/Student/upload-photo/{id} – a child's photo, multipart field `file`
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Student/upload-photo/{id}',
  summary: `Sets or replaces a child's photo: multipart field \`file\`, PNG, JPEG or WebP by content (415), at most ${STUDENT_PHOTO_MAX_BYTES / 1024} KB (413). Another school's child, or another class's for a teacher, is 404.`,
  tag: 'Student',
  access: 'tenant',
  right: { menu: 'student', action: 'update' },
  params: idParams,
  shape: 'mutation',
  errors: [404],
  upload: { types: IMAGE_TYPES, maxBytes: STUDENT_PHOTO_MAX_BYTES },
  handler: (ctx, { params }, request) => uploadStudentPhoto(ctx, params.id, request),
});
