import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { firstList } from '../http/first-list';
import { listAppAccounts } from './list-app-accounts';
import { appAccountListQuery, type AppAccountListQuery } from '@/lib/schemas/app-account';
import { appAccountKeys, APP_ACCOUNT_LIST } from '@/lib/api/app-account-keys';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';

/** The parents' app accounts the address asks for, read with the service the API calls. The page guard has checked read. */
export async function appAccountFirstScreen(
  ctx: RequestContext,
  searchParams: SearchParams,
): Promise<JsonText<DehydratedState>> {
  const query = listQueryFromUrl(searchParams, APP_ACCOUNT_LIST);
  const list = await firstList(appAccountKeys.list(query as AppAccountListQuery), appAccountListQuery, query, (q) =>
    listAppAccounts(ctx, q),
  );
  return firstScreen([list]);
}
