import { requirePage } from '@/lib/server/auth/require-page';
import { MENU_BY_CODE, ROLE_MATRIX_MENUS } from '@/lib/server/menu/menu-tree';
import { RoleAdmin } from '@/components/system/role/role-admin';
import type { MatrixMenu } from '@/lib/schemas/role';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { roleFirstScreen } from '@/lib/server/role/role-first-screen';
import type { SearchParams } from '@/lib/list-query';

/**
 * /system/role: roles and their rights matrix. Without role.read the page answers 403, as the API would. The roles the
 * address asks for come with the page.
 */
export default async function RolePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('role');
  if (!page) return null;
  const name = (m: { vi: string; en: string }) => (page.locale === 'en' ? m.en : m.vi);
  const menus: MatrixMenu[] = ROLE_MATRIX_MENUS.map((m) => {
    const group = m.parent ? MENU_BY_CODE.get(m.parent) : undefined;
    return { code: m.code, name: name(m), group: group ? name(group) : '', actions: [...m.actions] };
  });
  return (
    <PageMessages ns={['roleAdmin']}>
      <JsonHydration state={await roleFirstScreen(page.ctx, await searchParams)}>
        <RoleAdmin menus={menus} actions={page.actions} />
      </JsonHydration>
    </PageMessages>
  );
}
