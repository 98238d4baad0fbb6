// Keys of the audit log. Not a client module: the page builds the same keys on the server to hand its first screen to
// react-query.
import type { AuditFilterInput } from '@/lib/schemas/audit';
import type { ListSpec } from '@/lib/list-query';

export type AuditListParams = AuditFilterInput & { page: number; page_size: number };

export const auditKeys = {
  all: () => ['audit'] as const,
  list: (params: AuditListParams) => ['audit', 'list', params] as const,
  detail: (id: number) => ['audit', 'detail', id] as const,
};

/** The audit log in the URL: its filters (set together in the filter form). */
export const AUDIT_FILTERS = ['user', 'record_type', 'action', 'tenant_id', 'from', 'to'] as const;
export const AUDIT_LIST: ListSpec<(typeof AUDIT_FILTERS)[number]> = { filters: AUDIT_FILTERS };
