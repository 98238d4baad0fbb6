import { endpoint } from '@/lib/server/http/endpoint';
import { issueInvoices } from '@/lib/server/tuition/change-invoice';
import { issueResult, issueSchema } from '@/lib/schemas/tuition';

// PUT /api/webadmin/Tuition/issue
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Tuition/issue',
  summary:
    'Issues draft invoices, the ones named (`ids`) or every draft the filter selects (`all` with `month`, `class_id`, `search`): all of them or none (409 naming the state of one that is not a draft); answers how many (`issued`).',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'update' },
  body: issueSchema,
  shape: 'mutation',
  output: issueResult,
  errors: [404, 409],
  handler: (ctx, { body }) => issueInvoices(ctx, body),
});
