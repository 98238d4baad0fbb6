import { endpoint } from '@/lib/server/http/endpoint';
import { deleteInvoice } from '@/lib/server/tuition/change-invoice';
import { invoiceIdBody } from '@/lib/schemas/tuition';

// DELETE /api/webadmin/Tuition/delete
export const DELETE = endpoint({
  method: 'DELETE',
  path: '/api/webadmin/Tuition/delete',
  summary: 'Deletes a draft invoice (409 for an issued one: cancel or correct it instead).',
  tag: 'Tuition',
  access: 'tenant',
  right: { menu: 'tuition', action: 'delete' },
  body: invoiceIdBody,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => deleteInvoice(ctx, body.id),
});
