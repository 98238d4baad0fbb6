import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { firstList } from '../http/first-list';
import { listAuditLogs } from './list-audit-logs';
import { auditListQuery } from '@/lib/schemas/audit';
import { auditKeys, AUDIT_LIST, type AuditListParams } from '@/lib/api/audit-keys';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';

/** The page of the audit log the address asks for, read with the service the API calls (system administrators only). */
export async function auditFirstScreen(
  ctx: RequestContext,
  searchParams: SearchParams,
): Promise<JsonText<DehydratedState>> {
  const query = listQueryFromUrl(searchParams, AUDIT_LIST);
  const list = await firstList(auditKeys.list(query as AuditListParams), auditListQuery, query, (q) =>
    listAuditLogs(ctx, q),
  );
  return firstScreen([list]);
}
