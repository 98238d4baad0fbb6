import 'server-only';
import type { RequestContext } from '../http/context';
import { oneListFirstScreen } from '../http/first-list';
import { listAppAccounts } from './list-app-accounts';
import { appAccountListQuery, type AppAccountListQuery } from '@/lib/schemas/app-account';
import { appAccountKeys, APP_ACCOUNT_LIST } from '@/lib/api/app-account-keys';
import type { SearchParams } from '@/lib/list-query';

/** The parents' app accounts the address asks for, read with the service the API calls. The page guard has checked read. */
export const appAccountFirstScreen = (ctx: RequestContext, searchParams: SearchParams) =>
  oneListFirstScreen(searchParams, APP_ACCOUNT_LIST, {
    key: (q) => appAccountKeys.list(q as AppAccountListQuery),
    schema: appAccountListQuery,
    read: (q) => listAppAccounts(ctx, q),
  });
