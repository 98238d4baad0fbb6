// Keys of the parents' app accounts. Not a client module: the page builds the same keys on the server to hand its
// first data to react-query.
import type { AppAccountListQuery } from '@/lib/schemas/app-account';

export const appAccountKeys = {
  all: () => ['app-accounts'] as const,
  list: (params: AppAccountListQuery) => ['app-accounts', 'list', params] as const,
};
