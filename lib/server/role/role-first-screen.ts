import 'server-only';
import type { RequestContext } from '../http/context';
import { oneListFirstScreen } from '../http/first-list';
import { listRoles } from './list-roles';
import { roleListQuery } from '@/lib/schemas/role';
import { roleKeys, ROLE_LIST, type RoleListParams } from '@/lib/api/role-keys';
import type { SearchParams } from '@/lib/list-query';

/** The roles the address asks for, read with the service the API calls. The page guard has checked role.read. */
export const roleFirstScreen = (ctx: RequestContext, searchParams: SearchParams) =>
  oneListFirstScreen(searchParams, ROLE_LIST, {
    key: (q) => roleKeys.list(q as RoleListParams),
    schema: roleListQuery,
    read: (q) => listRoles(ctx, q),
  });
