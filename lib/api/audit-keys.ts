// Keys of the audit log. Not a client module: the page builds the same keys on the server to hand its first screen to
// react-query.
import type { AuditFilterInput } from '@/lib/schemas/audit';

export type AuditListParams = AuditFilterInput & { page: number; page_size: number };

export const auditKeys = {
  all: () => ['audit'] as const,
  list: (params: AuditListParams) => ['audit', 'list', params] as const,
  detail: (id: number) => ['audit', 'detail', id] as const,
};
