import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { getRound } from '@/lib/server/health/class-round';
import { roundQuery, roundChild } from '@/lib/schemas/health';

// GET /api/webadmin/HealthDeclaration/get-round?class_id=&measured_on= – the grid of a check round
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/HealthDeclaration/get-round',
  summary:
    'The children studying in a class (Vietnamese name order) with their age that day and what is already saved for them on that day; another school’s class or, for a teacher, another class is 404.',
  tag: 'HealthDeclaration',
  access: 'tenant',
  right: { menu: 'health-declaration', action: 'read' },
  query: roundQuery,
  shape: 'data',
  output: z.array(roundChild),
  errors: [404, 422],
  handler: (ctx, { query }) => getRound(ctx, query.class_id, query.measured_on),
});
