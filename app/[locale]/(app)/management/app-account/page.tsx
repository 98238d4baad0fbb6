import { getLocale } from 'next-intl/server';
import { getPageSession } from '@/lib/server/auth/page-session';
import { MENU_BY_CODE } from '@/lib/server/menu/menu-tree';
import { ErrorView } from '@/components/errors/error-view';
import { AppAccountAdmin } from '@/components/management/app-account/app-account-admin';
import { isLocale } from '@/lib/i18n/routing';
import { listAppAccounts } from '@/lib/server/app-account/list-app-accounts';
import { appAccountListQuery } from '@/lib/schemas/app-account';
import { APP_ACCOUNT_PAGE_SIZE } from '@/lib/app-account-options';

/**
 * /management/app-account: parents' app accounts. Without app-account.read the page answers 403, as the API would.
 * The first page of the list comes with the page (the service the API calls), so the first load makes no API call.
 */
export default async function AppAccountPage() {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const session = await getPageSession(locale);
  if (session.status !== 'ok' || !session.ctx.can('app-account', 'read')) return <ErrorView status={403} />;
  const name = (m?: { vi: string; en: string }) => (m ? (locale === 'en' ? m.en : m.vi) : '');
  const menu = MENU_BY_CODE.get('app-account');
  const initial = await listAppAccounts(session.ctx, appAccountListQuery.parse({ page: 1, page_size: APP_ACCOUNT_PAGE_SIZE }));
  return (
    <AppAccountAdmin
      title={name(menu)}
      group={name(MENU_BY_CODE.get(menu?.parent ?? ''))}
      actions={[...(session.ctx.rights['app-account'] ?? [])]}
      ownOnly={session.ctx.scope === 'class'}
      initial={initial}
    />
  );
}
