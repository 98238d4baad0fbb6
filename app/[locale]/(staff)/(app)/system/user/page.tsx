import { requirePage } from '@/lib/server/auth/require-page';
import { UserAdmin } from '@/components/system/user/user-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { userFirstScreen } from '@/lib/server/user-admin/user-first-screen';
import type { SearchParams } from '@/lib/list-query';

/**
 * /system/user: staff accounts. Without user.read the page answers 403, as the API would. The accounts the
 * address asks for and the role filter come with the page.
 */
export default async function UserPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('user');
  if (!page) return null;
  return (
    <PageMessages ns={['userAdmin', 'scope']}>
      <JsonHydration state={await userFirstScreen(page.ctx, await searchParams)}>
        <UserAdmin actions={page.actions} />
      </JsonHydration>
    </PageMessages>
  );
}
