'use client';
import { useTranslations } from 'next-intl';
import { Offcanvas } from 'react-bootstrap';
import { useMenu } from '@/lib/api/shell';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { groupMenu, isActive, menuHref } from './menu-tree';
import { MenuBadge } from './menu-badge';

/** Phones: a full-width drawer with a two-column grid of icons; choosing an entry closes it (spec §2, §4). */
export function MobileDrawer({ show, onHide }: { show: boolean; onHide: () => void }) {
  const t = useTranslations();
  const { data: menu = [] } = useMenu();
  const pathname = usePathname();
  return (
    <Offcanvas show={show} onHide={onHide} placement="start" className="mobile-drawer w-100" aria-labelledby="drawer-title" data-testid="drawer">
      <Offcanvas.Header closeButton closeLabel={t('header.closeMenu')}>
        <Offcanvas.Title id="drawer-title">{t('sidebar.navigation')}</Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body>
        <nav aria-label={t('sidebar.navigation')}>
          {groupMenu(menu).map((group) => (
            <section key={group.header.code} className="mb-3">
              <h2 className="h6 text-uppercase text-body-secondary">{group.header.menu_name}</h2>
              <ul className="drawer-grid list-unstyled">
                {group.items.map((item) => {
                  const active = isActive(item.route, pathname);
                  return (
                    <li key={item.code}>
                      <Link
                        href={menuHref(item.route)}
                        onClick={onHide}
                        className={`drawer-tile d-flex flex-column align-items-center justify-content-center text-center gap-1 p-2 rounded border ${active ? 'active' : ''}`}
                        aria-current={active ? 'page' : undefined}
                        data-menu={item.code}
                      >
                        <i className={`bi ${item.icon_class} fs-2`} aria-hidden="true" />
                        <span className="small">{item.menu_name}</span>
                        <MenuBadge counter={item.counter} />
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </nav>
      </Offcanvas.Body>
    </Offcanvas>
  );
}
