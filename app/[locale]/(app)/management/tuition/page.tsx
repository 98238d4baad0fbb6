import { getLocale } from 'next-intl/server';
import { getPageSession } from '@/lib/server/auth/page-session';
import { MENU_BY_CODE } from '@/lib/server/menu/menu-tree';
import { ErrorView } from '@/components/errors/error-view';
import { TuitionAdmin } from '@/components/management/tuition/tuition-admin';
import { isLocale } from '@/lib/i18n/routing';

/** /management/tuition: fee items, monthly invoices, payments and reports. Without tuition.read: 403. */
export default async function TuitionPage() {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const session = await getPageSession(locale);
  if (session.status !== 'ok' || !session.ctx.can('tuition', 'read')) return <ErrorView status={403} />;
  const name = (m?: { vi: string; en: string }) => (m ? (locale === 'en' ? m.en : m.vi) : '');
  const menu = MENU_BY_CODE.get('tuition');
  return <TuitionAdmin title={name(menu)} group={name(MENU_BY_CODE.get(menu?.parent ?? ''))} actions={[...(session.ctx.rights.tuition ?? [])]} />;
}
