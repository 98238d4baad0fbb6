import { endpoint } from '@/lib/server/http/endpoint';
import { addInvoiceLine } from '@/lib/server/tuition/change-invoice';
import { addLineSchema } from '@/lib/schemas/tuition';

// POST /api/webadmin/Tuition/add-line
export const POST = endpoint({
  method: 'POST',
  path: '/api/webadmin/Tuition/add-line',
  summary: 'Adds a correction line with its reason: a debit (positive) or a credit (negative, never below what is paid); how an issued invoice is corrected.',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'update' },
  body: addLineSchema,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => addInvoiceLine(ctx, body),
});
