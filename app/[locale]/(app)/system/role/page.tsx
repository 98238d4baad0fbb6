import { requirePage } from '@/lib/server/auth/require-page';
import { MENU_BY_CODE, ROLE_MATRIX_MENUS } from '@/lib/server/menu/menu-tree';
import { ErrorView } from '@/components/errors/error-view';
import { RoleAdmin } from '@/components/system/role/role-admin';
import type { MatrixMenu } from '@/lib/schemas/role';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { listRoles } from '@/lib/server/role/list-roles';
import { roleListQuery } from '@/lib/schemas/role';
import { roleKeys } from '@/lib/api/role-keys';
import { LIST_PAGE_SIZE } from '@/lib/list-page-size';

/**
 * /system/role: roles and their rights matrix. Without role.read the page answers 403, as the API would. The first
 * page of roles comes with the page.
 */
export default async function RolePage() {
  const page = await requirePage('role');
  if (!page) return <ErrorView status={403} />;
  const name = (m: { vi: string; en: string }) => (page.locale === 'en' ? m.en : m.vi);
  const menus: MatrixMenu[] = ROLE_MATRIX_MENUS.map((m) => {
    const group = m.parent ? MENU_BY_CODE.get(m.parent) : undefined;
    return { code: m.code, name: name(m), group: group ? name(group) : '', actions: [...m.actions] };
  });
  // The list opens sorted by name (role-admin.tsx).
  const firstPage = { page: 1, page_size: LIST_PAGE_SIZE, order_by: 'name' };
  const list = await listRoles(page.ctx, roleListQuery.parse(firstPage));
  return (
    <PageMessages ns={['roleAdmin']}>
      <JsonHydration state={firstScreen([[roleKeys.list(firstPage), list]])}>
        <RoleAdmin menus={menus} actions={page.actions} />
      </JsonHydration>
    </PageMessages>
  );
}
