import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { AppAccountAdmin } from '@/components/management/app-account/app-account-admin';
import { listAppAccounts } from '@/lib/server/app-account/list-app-accounts';
import { appAccountListQuery, type AppAccountListQuery } from '@/lib/schemas/app-account';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { firstList } from '@/lib/server/http/first-list';
import { listQueryFromUrl, type SearchParams } from '@/lib/list-query';
import { appAccountKeys, APP_ACCOUNT_LIST } from '@/lib/api/app-account-keys';

/**
 * /management/app-account: parents' app accounts. Without app-account.read the page answers 403, as the API would.
 * The list the address asks for comes with the page (the service the API calls), so the first load makes no API
 * call.
 */
export default async function AppAccountPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const page = await requirePage('app-account');
  if (!page) return <ErrorView status={403} />;
  const query = listQueryFromUrl(await searchParams, APP_ACCOUNT_LIST);
  const list = await firstList(appAccountKeys.list(query as AppAccountListQuery), appAccountListQuery, query, (q) =>
    listAppAccounts(page.ctx, q),
  );
  return (
    <PageMessages ns={['appAccountAdmin']}>
      <JsonHydration state={firstScreen([list])}>
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
