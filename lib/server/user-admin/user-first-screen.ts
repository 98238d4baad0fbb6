import 'server-only';
import type { DehydratedState } from '@tanstack/react-query';
import type { JsonText } from '@/lib/json-text';
import { firstScreen } from '../http/dehydrated-json';
import type { RequestContext } from '../http/context';
import { firstList } from '../http/first-list';
import { listUsers } from './list-users';
import { listAssignable } from '../role/list-assignable';
import { userListQuery } from '@/lib/schemas/user-admin';
import { assignableQuery } from '@/lib/schemas/role';
import { userKeys, USER_LIST, type UserListParams } from '@/lib/api/user-keys';
import { roleKeys } from '@/lib/api/role-keys';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';

/**
 * The staff accounts the address asks for and the role filter's roles, read with the services the API calls. The
 * page guard has checked user.read.
 */
export async function userFirstScreen(
  ctx: RequestContext,
  searchParams: SearchParams,
): Promise<JsonText<DehydratedState>> {
  // As user-admin.tsx asks: only a system administrator filters by school, and the role filter offers the roles of
  // the filtered school, else of the chosen one.
  const { tenant_id: school, ...rest } = listQueryFromUrl(searchParams, USER_LIST);
  const isAdmin = ctx.user.isSystemAdmin;
  const query = { ...rest, ...(isAdmin && school ? { tenant_id: school } : {}) };
  const rolesOf = isAdmin ? school || null : null;
  const [list, roles] = await Promise.all([
    firstList(userKeys.list(query as UserListParams), userListQuery, query, (q) => listUsers(ctx, q)),
    firstList(roleKeys.assignable(rolesOf), assignableQuery, { tenant_id: rolesOf ?? undefined }, (q) =>
      listAssignable(ctx, q.tenant_id),
    ),
  ]);
  return firstScreen([list, roles]);
}
