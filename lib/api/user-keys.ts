// Keys of the staff accounts; every key starts with 'users'. Not a client module: the page builds the same keys on
// the server to hand its first screen to react-query.
import type { UserListQuery } from '@/lib/schemas/user-admin';

/** The list's query as the endpoint parses it (lib/schemas/user-admin). */
export type UserListParams = UserListQuery;

export const userKeys = {
  all: () => ['users'] as const,
  list: (params: UserListParams) => ['users', 'list', params] as const,
  detail: (id: string) => ['users', 'detail', id] as const,
};
