import 'server-only';
import { getLocale } from 'next-intl/server';
import { getPageSession } from '@/lib/server/auth/page-session';
import { MENU_BY_CODE } from '@/lib/server/menu/menu-tree';
import { ErrorView } from '@/components/errors/error-view';
import { isLocale } from '@/lib/i18n/routing';
import { fitsPhone } from '@/components/management/requests/fits-phone';
import { MedicineDesktop } from './medicine-desktop';
import { MedicineMobile } from './medicine-mobile';

/**
 * /management/medicine-request[/desktop|/mobile]: 403 without medicine-request.read, as the API would; the layout the
 * route names, or on the bare route the one that fits the device.
 */
export async function MedicinePage({ variant }: { variant: 'desktop' | 'mobile' | null }) {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const session = await getPageSession(locale);
  if (session.status !== 'ok' || !session.ctx.can('medicine-request', 'read')) return <ErrorView status={403} />;
  const { ctx } = session;
  const name = (m?: { vi: string; en: string }) => (m ? (locale === 'en' ? m.en : m.vi) : '');
  const menu = MENU_BY_CODE.get('medicine-request');
  const props = {
    title: name(menu),
    group: name(MENU_BY_CODE.get(menu?.parent ?? '')),
    variant,
    can: { approve: ctx.can('medicine-request', 'approve'), update: ctx.can('medicine-request', 'update') },
    ownOnly: ctx.scope === 'class',
  };
  const layout = variant ?? ((await fitsPhone()) ? 'mobile' : 'desktop');
  return layout === 'mobile' ? <MedicineMobile {...props} /> : <MedicineDesktop {...props} />;
}
