'use client';
import { useTranslations } from 'next-intl';
import { useMenu } from '@/lib/api/shell';
import { groupMenu } from './menu-tree';
import { MenuLink } from './menu-link';

const SIDEBAR_LOOK = {
  link: 'nav-link d-flex align-items-center gap-2 px-3',
  icon: 'fs-5',
  name: 'menu-label flex-grow-1 text-truncate',
};

/** The left sidebar (large screens). Phones use the drawer. */
export function AppSidebar() {
  const t = useTranslations('sidebar');
  const { data: menu = [] } = useMenu();
  return (
    <nav
      className="app-sidebar d-none d-lg-block border-end bg-body-tertiary"
      aria-label={t('navigation')}
      data-testid="sidebar"
    >
      {groupMenu(menu).map((group) => (
        <div key={group.header.code} className="menu-group py-2">
          <div
            className="menu-header px-3 text-uppercase small fw-semibold text-body-secondary"
            role="heading"
            aria-level={2}
          >
            <span className="menu-label">{group.header.menu_name}</span>
          </div>
          <ul className="nav flex-column">
            {group.items.map((item) => (
              <li className="nav-item" key={item.code}>
                <MenuLink
                  item={item}
                  look={SIDEBAR_LOOK}
                  title={item.menu_name}
                  // Tabbing down a long menu: the focused entry comes into view (below the sticky header).
                  onFocus={(e) => e.currentTarget.scrollIntoView({ block: 'nearest' })}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
