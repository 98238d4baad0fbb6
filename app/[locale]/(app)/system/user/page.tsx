import { getLocale } from 'next-intl/server';
import { getPageSession } from '@/lib/server/auth/page-session';
import { ErrorView } from '@/components/errors/error-view';
import { UserAdmin } from '@/components/system/user/user-admin';
import { isLocale } from '@/lib/i18n/routing';

/** /system/user: staff accounts. Without user.read the page answers 403, as the API would. */
export default async function UserPage() {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const session = await getPageSession(locale);
  if (session.status !== 'ok' || !session.ctx.can('user', 'read')) return <ErrorView status={403} />;
  return <UserAdmin />;
}
