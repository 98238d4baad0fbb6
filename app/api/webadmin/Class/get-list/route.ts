import { endpoint } from '@/lib/server/http/endpoint';
import { listClasses } from '@/lib/server/class/list-classes';
import { classListQuery, classRow } from '@/lib/schemas/class';

// GET /api/webadmin/Class/get-list – the school's classes (a teacher's own only)
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Class/get-list',
  summary: "The school's classes with year and teachers; teachers (scope class) see only their own classes.",
  tag: 'Class',
  access: 'tenant',
  right: { menu: 'class', action: 'read', alsoWith: 'classes' },
  query: classListQuery,
  shape: 'list',
  output: classRow,
  errors: [404],
  handler: (ctx, { query }) => listClasses(ctx, query),
});
