import { endpoint } from '@/lib/server/http/endpoint';
import { generateInvoices } from '@/lib/server/tuition/generate-invoices';
import { generateSchema, generateResult } from '@/lib/schemas/tuition';
import { lastDayOfMonth } from '@/lib/server/http/school-days';

// POST /api/webadmin/Tuition/generate
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Tuition/generate',
  summary: 'Generates the draft invoices of a month (not a future one) for the studying children of a class in one transaction, from the fee items and the month’s attendance; children who already have the month’s invoice are skipped and named.',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'create' },
  body: generateSchema,
  schoolDays: ({ body }) => ({ month: lastDayOfMonth(body.month) }),
  shape: 'mutation',
  output: generateResult,
  errors: [404],
  handler: (ctx, { body }) => generateInvoices(ctx, body),
});
