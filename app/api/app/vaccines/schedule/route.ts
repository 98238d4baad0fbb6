import { z } from 'zod';
import { vaccineRow } from '@/lib/schemas/vaccine';
import { endpoint } from '@/lib/server/http/endpoint';
import { appSchedule } from '@/lib/server/vaccine/app-vaccines';

// GET /api/app/vaccines/schedule – the vaccines a parent may declare
export const GET = endpoint({
  method: 'GET',
  path: '/api/app/vaccines/schedule',
  summary: 'The active vaccines of the national schedule and of the school, with their doses, in the Language of the request.',
  tag: 'App',
  access: 'parent',
  shape: 'data',
  output: z.array(vaccineRow),
  errors: [404, 409, 422],
  handler: (ctx) => appSchedule(ctx),
});
