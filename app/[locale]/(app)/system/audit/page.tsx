import { getLocale } from 'next-intl/server';
import { getPageSession } from '@/lib/server/auth/page-session';
import { MENU_BY_CODE } from '@/lib/server/menu/menu-tree';
import { ErrorView } from '@/components/errors/error-view';
import { AuditLog } from '@/components/system/audit/audit-log';
import { isLocale } from '@/lib/i18n/routing';

/** /system/audit: the audit log of every school. System administrators only, as the API enforces. */
export default async function AuditPage() {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const session = await getPageSession(locale);
  if (session.status !== 'ok' || !session.ctx.user.isSystemAdmin || !session.ctx.can('audit', 'read'))
    return <ErrorView status={403} />;
  const name = (m?: { vi: string; en: string }) => (m ? (locale === 'en' ? m.en : m.vi) : '');
  const menu = MENU_BY_CODE.get('audit');
  return (
    <AuditLog
      title={name(menu)}
      group={name(MENU_BY_CODE.get(menu?.parent ?? ''))}
      canExport={session.ctx.can('audit', 'export')}
    />
  );
}
