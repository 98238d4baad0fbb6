'use client';
import { useTranslations } from 'next-intl';
import { useMenu } from '@/lib/api/shell';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { groupMenu, isActive, menuHref } from './menu-tree';
import { MenuBadge } from './menu-badge';

/** The left sidebar (large screens). Phones use the drawer. */
export function AppSidebar() {
  const t = useTranslations('sidebar');
  const { data: menu = [] } = useMenu();
  const pathname = usePathname();
  return (
    <nav className="app-sidebar d-none d-lg-block border-end bg-body-tertiary" aria-label={t('navigation')} data-testid="sidebar">
      {groupMenu(menu).map((group) => (
        <div key={group.header.code} className="menu-group py-2">
          <div className="menu-header px-3 text-uppercase small fw-semibold text-body-secondary" role="heading" aria-level={2}>
            <span className="menu-label">{group.header.menu_name}</span>
          </div>
          <ul className="nav flex-column">
            {group.items.map((item) => {
              const active = isActive(item.route, pathname);
              return (
                <li className="nav-item" key={item.code}>
                  <Link
                    href={menuHref(item.route)}
                    className={`nav-link d-flex align-items-center gap-2 px-3 ${active ? 'active' : ''}`}
                    aria-current={active ? 'page' : undefined}
                    title={item.menu_name}
                    data-menu={item.code}
                    // Tabbing down a long menu: the focused entry comes into view (below the sticky header).
                    onFocus={(e) => e.currentTarget.scrollIntoView({ block: 'nearest' })}
                  >
                    <i className={`bi ${item.icon_class} fs-5`} aria-hidden="true" />
                    <span className="menu-label flex-grow-1 text-truncate">{item.menu_name}</span>
                    <MenuBadge counter={item.counter} />
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </nav>
  );
}
