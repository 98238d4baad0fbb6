// Keys of the parents' app accounts. Not a client module: the page builds the same keys on the server to hand its
// first data to react-query.
import type { AppAccountListQuery } from '@/lib/schemas/app-account';
import type { ListSpec } from '@/lib/list-query';
import { APP_ACCOUNT_PAGE_SIZE } from '@/lib/app-account-options';

export const appAccountKeys = {
  all: () => ['app-accounts'] as const,
  list: (params: AppAccountListQuery) => ['app-accounts', 'list', params] as const,
};

/** The parents' accounts list in the URL: its filters and page size. */
export const APP_ACCOUNT_FILTERS = ['status'] as const;
export const APP_ACCOUNT_LIST: ListSpec<(typeof APP_ACCOUNT_FILTERS)[number]> = {
  filters: APP_ACCOUNT_FILTERS,
  pageSize: APP_ACCOUNT_PAGE_SIZE,
};
