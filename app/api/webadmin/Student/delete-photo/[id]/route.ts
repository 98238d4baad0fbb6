import { endpoint } from '@/lib/server/http/endpoint';
import { deleteStudentPhoto } from '@/lib/server/student/delete-student-photo';
import { idParams } from '@/lib/schemas/list';

// DELETE /api/webadmin/Student/delete-photo/{id} – removes a child's photo
export const DELETE = endpoint({
  method: 'DELETE',
  path: '/api/webadmin/Student/delete-photo/{id}',
  summary:
    "Removes a child's photo (the file goes too). Another school's child, or another class's for a teacher, is 404.",
  tag: 'Student',
  access: 'tenant',
  right: { menu: 'student', action: 'update' },
  params: idParams,
  shape: 'mutation',
  errors: [404],
  handler: (ctx, { params }) => deleteStudentPhoto(ctx, params.id),
});
