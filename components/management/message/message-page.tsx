import 'server-only';
import { getLocale } from 'next-intl/server';
import { getPageSession } from '@/lib/server/auth/page-session';
import { MENU_BY_CODE } from '@/lib/server/menu/menu-tree';
import { ErrorView } from '@/components/errors/error-view';
import { isLocale } from '@/lib/i18n/routing';
import { fitsPhone } from '@/components/management/requests/fits-phone';
import { MessageAdmin } from './message-admin';

/** /management/message-request[/desktop|/mobile]: 403 without message-request.read, as the API would. */
export async function MessagePage({ variant }: { variant: 'desktop' | 'mobile' | null }) {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const session = await getPageSession(locale);
  if (session.status !== 'ok' || !session.ctx.can('message-request', 'read')) return <ErrorView status={403} />;
  const { ctx } = session;
  const name = (m?: { vi: string; en: string }) => (m ? (locale === 'en' ? m.en : m.vi) : '');
  const menu = MENU_BY_CODE.get('message-request');
  const layout = variant ?? ((await fitsPhone()) ? 'mobile' : 'desktop');
  return (
    <MessageAdmin
      title={name(menu)}
      group={name(MENU_BY_CODE.get(menu?.parent ?? ''))}
      variant={variant}
      layout={layout}
      canAnswer={ctx.can('message-request', 'update')}
      ownOnly={ctx.scope === 'class'}
    />
  );
}
