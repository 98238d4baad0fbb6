import { endpoint } from '@/lib/server/http/endpoint';
import { listAuditLogs } from '@/lib/server/audit/list-audit-logs';
import { auditListQuery, auditRow } from '@/lib/schemas/audit';

// GET /api/webadmin/Audit/get-list – the audit log, newest first (system administrators)
export const GET = endpoint({
  method: 'GET',
  path: '/api/webadmin/Audit/get-list',
  summary:
    'The audit log of every school, newest first; filters user (name), user_id, record_type, action, tenant_id, from/to (dd/MM/yyyy, Vietnam time).',
  tag: 'Audit',
  access: 'tenant',
  right: { menu: 'audit', action: 'read' },
  query: auditListQuery,
  shape: 'list',
  output: auditRow,
  handler: (ctx, { query }) => listAuditLogs(ctx, query),
});
