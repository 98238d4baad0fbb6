import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { UserAdmin } from '@/components/system/user/user-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { listUsers } from '@/lib/server/user-admin/list-users';
import { listAssignable } from '@/lib/server/role/list-assignable';
import { userListQuery } from '@/lib/schemas/user-admin';
import { assignableQuery } from '@/lib/schemas/role';
import { userKeys, USER_LIST, type UserListParams } from '@/lib/api/user-keys';
import { roleKeys } from '@/lib/api/role-keys';
import { firstList } from '@/lib/server/http/first-list';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';

/**
 * /system/user: staff accounts. Without user.read the page answers 403, as the API would. The accounts the
 * address asks for and the role filter come with the page.
 */
export default async function UserPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('user');
  if (!page) return <ErrorView status={403} />;
  const { ctx } = page;
  // As user-admin.tsx asks: only a system administrator filters by school, and the role filter offers the roles of
  // the filtered school, else of the chosen one.
  const { tenant_id: school, ...rest } = listQueryFromUrl(await searchParams, USER_LIST);
  const isAdmin = ctx.user.isSystemAdmin;
  const query = { ...rest, ...(isAdmin && school ? { tenant_id: school } : {}) };
  const rolesOf = isAdmin ? school || null : null;
  const [list, roles] = await Promise.all([
    firstList(userKeys.list(query as UserListParams), userListQuery, query, (q) => listUsers(ctx, q)),
    firstList(roleKeys.assignable(rolesOf), assignableQuery, { tenant_id: rolesOf ?? undefined }, (q) =>
      listAssignable(ctx, q.tenant_id),
    ),
  ]);
  return (
    <PageMessages ns={['userAdmin', 'scope']}>
      <JsonHydration state={firstScreen([list, roles])}>
        <UserAdmin actions={page.actions} />
      </JsonHydration>
    </PageMessages>
  );
}
