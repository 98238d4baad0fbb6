// Keys of the staff accounts; every key starts with 'users'. Not a client module: the page builds the same keys on
// the server to hand its first screen to react-query.
import type { UserListQuery } from '@/lib/schemas/user-admin';
import type { ListSpec } from '@/lib/list-query';

/** The list's query as the endpoint parses it (lib/schemas/user-admin). */
export type UserListParams = UserListQuery;

export const userKeys = {
  all: () => ['users'] as const,
  list: (params: UserListParams) => ['users', 'list', params] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
};

/**
 * The staff accounts list in the URL: its filters (the school's: system administrators only) and the sort it opens
 * with.
 */
export const USER_FILTERS = ['tenant_id', 'role_id', 'status'] as const;
export const USER_LIST: ListSpec<(typeof USER_FILTERS)[number]> = { filters: USER_FILTERS, defaultSort: 'username' };
