import { z } from 'zod';
import { teacherOption } from '@/lib/schemas/class';
import { endpoint } from '@/lib/server/http/endpoint';
import { listTeacherOptions } from '@/lib/server/class/list-teacher-options';

// GET /api/webadmin/Class/get-teacher-droplist – staff who may teach a class
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Class/get-teacher-droplist',
  summary: "The school's active staff as {value, name, username}, for choosing a class's teachers.",
  tag: 'Class',
  access: 'tenant',
  right: { menu: 'class', action: 'read' },
  shape: 'data',
  output: z.array(teacherOption),
  handler: (ctx) => listTeacherOptions(ctx),
});
