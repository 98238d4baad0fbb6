import type { MenuEntry } from '@/lib/api/shell';

export type MenuGroup = { header: MenuEntry; items: MenuEntry[] };

/** Spec §2: entries with no parent are group headers (not links); entries with a parent are links. */
export function groupMenu(menu: MenuEntry[]): MenuGroup[] {
  return menu
    .filter((m) => !m.parent_code)
    .map((header) => ({ header, items: menu.filter((m) => m.parent_code === header.code) }))
    .filter((g) => g.items.length > 0);
}

/** An empty route means the root. */
export function menuHref(route: string) {
  return route || '/';
}

export function isActive(route: string, pathname: string) {
  const href = menuHref(route);
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}
