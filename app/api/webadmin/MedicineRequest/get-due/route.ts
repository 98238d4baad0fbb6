import { z } from 'zod';
import { endpoint } from '@/lib/server/http/endpoint';
import { listDueDoses } from '@/lib/server/medicine/list-due-doses';
import { dueQuery, dueDose } from '@/lib/schemas/medicine';

// GET /api/webadmin/MedicineRequest/get-due?day= – a day's dose slots of the caller's classes
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/MedicineRequest/get-due',
  summary: 'Every dose slot of a day (today by default) of the accepted requests of the caller’s classes, logged or due, by time then by the child’s given name.',
  tag: 'MedicineRequest',
  access: 'tenant',
  right: { menu: 'medicine-request', action: 'read' },
  query: dueQuery,
  shape: 'data',
  output: z.array(dueDose),
  errors: [404, 409],
  handler: (ctx, { query }) => listDueDoses(ctx, query.day),
});
