import { fileByNameRoute } from '@/lib/server/files/file-routes';
import { STUDENT_PHOTO } from '@/lib/server/student/student-photo-file';
import { readStudentPhoto } from '@/lib/server/student/read-student-photo';
import { studentPhotoParams } from '@/lib/schemas/student';

// GET /api/webadmin/Student/photo/{file} – a child's current photo (staff of the child's school)
export const GET = fileByNameRoute(STUDENT_PHOTO, readStudentPhoto, {
  path: '/api/webadmin/Student/photo/{file}',
  summary:
    "A child's current photo (the `photo_url` of get-list and get-detail), with the usual Authorization and tenant-key headers. Another school's photo, another class's for a teacher, or a replaced one is 404.",
  params: studentPhotoParams,
  errors: [404],
});
