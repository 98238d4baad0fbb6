import 'server-only';
import type { RequestContext } from '../http/context';
import { oneListFirstScreen } from '../http/first-list';
import { listAuditLogs } from './list-audit-logs';
import { auditListQuery } from '@/lib/schemas/audit';
import { auditKeys, AUDIT_LIST, type AuditListParams } from '@/lib/api/audit-keys';
import type { SearchParams } from '@/lib/list-query';

/** The page of the audit log the address asks for, read with the service the API calls (system administrators only). */
export const auditFirstScreen = (ctx: RequestContext, searchParams: SearchParams) =>
  oneListFirstScreen(searchParams, AUDIT_LIST, {
    key: (q) => auditKeys.list(q as AuditListParams),
    schema: auditListQuery,
    read: (q) => listAuditLogs(ctx, q),
  });
