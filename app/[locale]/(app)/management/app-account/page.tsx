import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { AppAccountAdmin } from '@/components/management/app-account/app-account-admin';
import { listAppAccounts } from '@/lib/server/app-account/list-app-accounts';
import { appAccountListQuery } from '@/lib/schemas/app-account';
import { APP_ACCOUNT_PAGE_SIZE } from '@/lib/app-account-options';
import { PageMessages } from '@/components/providers/page-messages';
import { JsonHydration } from '@/components/providers/json-hydration';
import { firstScreen } from '@/lib/server/http/dehydrated-json';
import { appAccountKeys } from '@/lib/api/app-account-keys';

/**
 * /management/app-account: parents' app accounts. Without app-account.read the page answers 403, as the API would.
 * The first page of the list comes with the page (the service the API calls), so the first load makes no API call.
 */
export default async function AppAccountPage() {
  const page = await requirePage('app-account');
  if (!page) return <ErrorView status={403} />;
  const firstPage = { page: 1, page_size: APP_ACCOUNT_PAGE_SIZE };
  const list = await listAppAccounts(page.ctx, appAccountListQuery.parse(firstPage));
  return (
    <PageMessages ns={['appAccountAdmin']}>
      <JsonHydration state={firstScreen([[appAccountKeys.list(firstPage), list]])}>
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
