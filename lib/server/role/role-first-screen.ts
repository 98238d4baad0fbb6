import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { firstList } from '../http/first-list';
import { listRoles } from './list-roles';
import { roleListQuery } from '@/lib/schemas/role';
import { roleKeys, ROLE_LIST, type RoleListParams } from '@/lib/api/role-keys';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';

/** The roles the address asks for, read with the service the API calls. The page guard has checked role.read. */
export async function roleFirstScreen(
  ctx: RequestContext,
  searchParams: SearchParams,
): Promise<JsonText<DehydratedState>> {
  const query = listQueryFromUrl(searchParams, ROLE_LIST);
  const list = await firstList(roleKeys.list(query as RoleListParams), roleListQuery, query, (q) => listRoles(ctx, q));
  return firstScreen([list]);
}
