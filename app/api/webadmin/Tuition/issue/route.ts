import { endpoint } from '@/lib/server/http/endpoint';
import { issueInvoices } from '@/lib/server/tuition/change-invoice';
import { issueSchema } from '@/lib/schemas/tuition';

// PUT /api/webadmin/Tuition/issue
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Tuition/issue',
  summary: 'Issues draft invoices: all of them or none (409 naming the state of one that is not a draft).',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'update' },
  body: issueSchema,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => issueInvoices(ctx, body.ids),
});
