import { classRow } from '@/lib/schemas/class';
import { endpoint } from '@/lib/server/http/endpoint';
import { getClass } from '@/lib/server/class/get-class';
import { idQuery } from '@/lib/schemas/list';

// GET /api/webadmin/Class/get-detail?id= – one class
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Class/get-detail',
  summary: "One class with its year and teachers; another school's class, or another teacher's, is 404.",
  tag: 'Class',
  access: 'tenant',
  right: { menu: 'class', action: 'read' },
  query: idQuery,
  shape: 'data',
  output: classRow,
  errors: [404],
  handler: (ctx, { query }) => getClass(ctx, query.id),
});
