import { requirePage } from '@/lib/server/auth/require-page';
import { ErrorView } from '@/components/errors/error-view';
import { AppAccountAdmin } from '@/components/management/app-account/app-account-admin';
import { listAppAccounts } from '@/lib/server/app-account/list-app-accounts';
import { appAccountListQuery } from '@/lib/schemas/app-account';
import { APP_ACCOUNT_PAGE_SIZE } from '@/lib/app-account-options';
import { PageMessages } from '@/components/providers/page-messages';
import { toJsonText } from '@/lib/json-text';

/**
 * /management/app-account: parents' app accounts. Without app-account.read the page answers 403, as the API would.
 * The first page of the list comes with the page (the service the API calls), so the first load makes no API call.
 */
export default async function AppAccountPage() {
  const page = await requirePage('app-account');
  if (!page) return <ErrorView status={403} />;
  const initial = await listAppAccounts(page.ctx, appAccountListQuery.parse({ page: 1, page_size: APP_ACCOUNT_PAGE_SIZE }));
  return (
    <PageMessages ns={['appAccountAdmin']}>
      <AppAccountAdmin
        title={page.title}
        group={page.group}
        actions={page.actions}
        ownOnly={page.ctx.scope === 'class'}
        initial={toJsonText(initial)}
      />
    </PageMessages>
  );
}
