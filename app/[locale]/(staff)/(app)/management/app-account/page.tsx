import { requirePage } from '@/lib/server/auth/require-page';
import { AppAccountAdmin } from '@/components/management/app-account/app-account-admin';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { appAccountFirstScreen } from '@/lib/server/app-account/app-account-first-screen';
import type { SearchParams } from '@/lib/list-query';

/**
 * /management/app-account: parents' app accounts. Without app-account.read the page answers 403, as the API would.
 * The list the address asks for comes with the page (the service the API calls), so the first load makes no API
 * call.
 */
export default async function AppAccountPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('app-account');
  if (!page) return null;
  return (
    <PageMessages ns={['appAccountAdmin']}>
      <JsonHydration state={await appAccountFirstScreen(page.ctx, await searchParams)}>
        <AppAccountAdmin
          title={page.title}
          group={page.group}
          actions={page.actions}
          ownOnly={page.ctx.scope === 'class'}
        />
      </JsonHydration>
    </PageMessages>
  );
}
