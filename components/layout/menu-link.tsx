'use client';
import type { ComponentProps } from 'react';
import { usePathname } from '@/lib/i18n/navigation';
import { Link } from '@/components/ui/link';
import type { MenuEntry } from '@/lib/api/shell';
import { isActive, menuHref } from './menu-tree';
import { MenuBadge } from './menu-badge';

/**
 * A menu entry's link, in the sidebar or the phone's drawer: its icon, name and count of waiting items; the
 * current page when its route is open. `look` gives the link's, the icon's and the name's classes.
 */
export function MenuLink({
  item,
  look,
  ...link
}: {
  item: MenuEntry;
  look: { link: string; icon: string; name: string };
} & Omit<ComponentProps<typeof Link>, 'href' | 'className'>) {
  const pathname = usePathname();
  const active = isActive(item.route, pathname);
  return (
    <Link
      href={menuHref(item.route)}
      className={`${look.link} ${active ? 'active' : ''}`}
      aria-current={active ? 'page' : undefined}
      data-menu={item.code}
      {...link}
    >
      <i className={`bi ${item.icon_class} ${look.icon}`} aria-hidden="true" />
      <span className={look.name}>{item.menu_name}</span>
      <MenuBadge counter={item.counter} />
    </Link>
  );
}
