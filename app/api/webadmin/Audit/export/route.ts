import { fileEndpoint, XLSX_TYPE } from '@/lib/server/files/file-endpoint';
import { exportAuditLogs } from '@/lib/server/audit/export-audit-logs';
import { auditFilter } from '@/lib/schemas/audit';

// GET /api/webadmin/Audit/export – the filtered audit log as .xlsx (system administrators)
export const GET = fileEndpoint({
  method: 'GET',
  path: '/api/webadmin/Audit/export',
  summary: 'The filtered audit log as an .xlsx file (the list filters), headers in the Language of the request.',
  tag: 'Audit',
  access: 'tenant',
  right: { menu: 'audit', action: 'export' },
  query: auditFilter,
  produces: [XLSX_TYPE],
  handler: (ctx, { query }) => exportAuditLogs(ctx, query),
});
