import { endpoint } from '@/lib/server/http/endpoint';
import { approveAbsence } from '@/lib/server/absence/approve-absence';
import { absenceIdBody, absenceApproved } from '@/lib/schemas/absence';

// PUT /api/webadmin/Absence/approve – approve a pending request and excuse its school days
export const PUT = endpoint({
  method: 'PUT',
  path: '/api/webadmin/Absence/approve',
  summary:
    'Approves a pending leave request (409 otherwise) and, in the same transaction, marks its school days excused on the child’s roll call (a day the child was present stays present). Answers data.excused_days.',
  tag: 'Absence',
  access: 'tenant',
  right: { menu: 'absence', action: 'approve' },
  body: absenceIdBody,
  shape: 'mutation',
  output: absenceApproved,
  errors: [404, 409],
  handler: (ctx, { body }) => approveAbsence(ctx, body.id),
});
