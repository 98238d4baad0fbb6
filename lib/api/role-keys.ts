// Keys of the roles; every key starts with 'roles' so that one invalidation reaches them all. Not a client module:
// the page builds the same keys on the server to hand its first screen to react-query.
import type { RoleListQuery } from '@/lib/schemas/role';
import type { ListSpec } from '@/lib/list-query';

export type RoleListParams = RoleListQuery;

export const roleKeys = {
  all: () => ['roles'] as const,
  list: (params: RoleListParams) => ['roles', 'list', params] as const,
  detail: (id: string) => ['roles', 'detail', id] as const,
  assignable: (tenantId: string | null) => ['roles', 'assignable', tenantId] as const,
};

/** The role list in the URL: the sort it opens with. */
export const ROLE_LIST: ListSpec = { defaultSort: 'name' };
