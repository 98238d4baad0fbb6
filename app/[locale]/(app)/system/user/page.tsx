import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { UserAdmin } from '@/components/system/user/user-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { listUsers } from '@/lib/server/user-admin/list-users';
import { listAssignable } from '@/lib/server/role/list-assignable';
import { userListQuery } from '@/lib/schemas/user-admin';
import { userKeys } from '@/lib/api/user-keys';
import { roleKeys } from '@/lib/api/role-keys';
import { LIST_PAGE_SIZE } from '@/lib/list-page-size';

/**
 * /system/user: staff accounts. Without user.read the page answers 403, as the API would. The first page and the
 * role filter come with the page.
 */
export default async function UserPage() {
  const page = await requirePage('user');
  if (!page) return <ErrorView status={403} />;
  // The list opens sorted by username, with the role filter of the chosen school (user-admin.tsx).
  const firstPage = { page: 1, page_size: LIST_PAGE_SIZE, order_by: 'username' };
  const [list, roles] = await Promise.all([
    listUsers(page.ctx, userListQuery.parse(firstPage)),
    listAssignable(page.ctx),
  ]);
  return (
    <PageMessages ns={['userAdmin', 'scope']}>
      <JsonHydration
        state={firstScreen([
          [userKeys.list(firstPage), list],
          [roleKeys.assignable(null), roles],
        ])}
      >
        <UserAdmin actions={page.actions} />
      </JsonHydration>
    </PageMessages>
  );
}
