import { z } from 'zod';
import { vaccineRow } from '@/lib/schemas/vaccine';
import { endpoint } from '@/lib/server/http/endpoint';
import { getSchedule } from '@/lib/server/vaccine/get-schedule';

// GET /api/webadmin/Vaccine/get-schedule – the national schedule and the school's own vaccines
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Vaccine/get-schedule',
  summary:
    'The national immunisation schedule (Tiêm chủng mở rộng, common data) then the school’s own optional vaccines: code, names, national, active, doses [{dose_number, age_months, age_days}].',
  tag: 'Vaccine',
  access: 'tenant',
  right: { menu: 'vaccine-declaration', action: 'read' },
  shape: 'data',
  output: z.array(vaccineRow),
  errors: [422],
  handler: (ctx) => getSchedule(ctx),
});
