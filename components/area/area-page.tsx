import { getLocale, getTranslations } from 'next-intl/server';
import { getPageSession } from '@/lib/server/auth/page-session';
import { MENU_BY_CODE, menuForRoute } from '@/lib/server/menu/menu-tree';
import { ErrorView } from '@/components/errors/error-view';
import { isLocale } from '@/lib/i18n/routing';

/**
 * An area of the product whose screens have not landed yet: the shell and its title only.
 * The route's menu decides who may see it, as it will for the real screen.
 */
export async function AreaPage({ route }: { route: string }) {
  const raw = await getLocale();
  const locale = isLocale(raw) ? raw : 'vi';
  const t = await getTranslations('area');
  const session = await getPageSession(locale);
  const menu = menuForRoute(route);
  if (!menu) return null;
  if (session.status !== 'ok' || !session.ctx.can(menu.code, 'read')) return <ErrorView status={403} />;
  const variant = route.endsWith('/desktop') ? 'desktop' : route.endsWith('/mobile') ? 'mobile' : null;
  const group = menu.parent ? MENU_BY_CODE.get(menu.parent) : undefined;
  const name = (m: { vi: string; en: string }) => (locale === 'en' ? m.en : m.vi);
  return (
    <section aria-labelledby="page-title">
      {group && <p className="text-body-secondary small mb-1">{name(group)}</p>}
      <h1 id="page-title" className="h3 d-flex align-items-center gap-2">
        <i className={`bi ${menu.icon}`} aria-hidden="true" />
        {name(menu)}
        {variant && <span className="badge text-bg-secondary fs-6">{t(variant)}</span>}
      </h1>
      <div className="alert alert-light border mt-3" role="note">
        {t('comingSoon')}
      </div>
    </section>
  );
}
