import { endpoint } from '@/lib/server/http/endpoint';
import { getAuditLog } from '@/lib/server/audit/get-audit-log';
import { auditIdQuery, auditDetail } from '@/lib/schemas/audit';

// GET /api/webadmin/Audit/get-detail?id= – one audit entry with old and new values (system administrators)
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Audit/get-detail',
  summary: 'One audit entry with the old and new values of the record.',
  tag: 'Audit',
  access: 'tenant',
  right: { menu: 'audit', action: 'read' },
  query: auditIdQuery,
  shape: 'data',
  output: auditDetail,
  errors: [404],
  handler: (ctx, { query }) => getAuditLog(ctx, query.id),
});
