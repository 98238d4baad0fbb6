import { endpoint } from '@/lib/server/http/endpoint';
import { rejectAbsence } from '@/lib/server/absence/reject-absence';
import { absenceRejectSchema } from '@/lib/schemas/absence';

// PUT /api/webadmin/Absence/reject – refuse a pending request, with a reason
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Absence/reject',
  summary: 'Rejects a pending leave request (409 otherwise) with the reason the parent reads (required).',
  tag: 'Absence',
  access: 'tenant',
  right: { menu: 'absence', action: 'approve' },
  body: absenceRejectSchema,
  shape: 'mutation',
  errors: [404, 409],
  handler: (ctx, { body }) => rejectAbsence(ctx, body),
});
