import { getLocale } from 'next-intl/server';
import { getPageSession } from '@/lib/server/auth/page-session';
import { MENU_BY_CODE } from '@/lib/server/menu/menu-tree';
import { listDeclarations } from '@/lib/server/vaccine/list-declarations';
import { getSchedule } from '@/lib/server/vaccine/get-schedule';
import { ErrorView } from '@/components/errors/error-view';
import { VaccineAdmin } from '@/components/management/vaccine/vaccine-admin';
import { isLocale } from '@/lib/i18n/routing';
import { vaccineDeclarationListQuery } from '@/lib/schemas/vaccine';
import { DECLARATION_PAGE_SIZE } from '@/lib/vaccine-values';

/**
 * /management/vaccine-declaration: declarations, missing doses per class and the schedule. Without
 * vaccine-declaration.read the page answers 403, as the API would. The first page of the list and the schedule
 * come with the page (the same services the API calls), so the list shows at once.
 */
export default async function VaccineDeclarationPage() {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const session = await getPageSession(locale);
  if (session.status !== 'ok' || !session.ctx.can('vaccine-declaration', 'read')) return <ErrorView status={403} />;
  const { ctx } = session;
  const name = (m?: { vi: string; en: string }) => (m ? (locale === 'en' ? m.en : m.vi) : '');
  const menu = MENU_BY_CODE.get('vaccine-declaration');
  const [list, schedule] = await Promise.all([
    listDeclarations(ctx, vaccineDeclarationListQuery.parse({ page: 1, page_size: DECLARATION_PAGE_SIZE })),
    getSchedule(ctx),
  ]);
  return (
    <VaccineAdmin
      title={name(menu)}
      group={name(MENU_BY_CODE.get(menu?.parent ?? ''))}
      actions={[...(ctx.rights['vaccine-declaration'] ?? [])]}
      ownOnly={ctx.scope === 'class'}
      systemAdmin={ctx.user.isSystemAdmin}
      initial={{ list, schedule }}
    />
  );
}
