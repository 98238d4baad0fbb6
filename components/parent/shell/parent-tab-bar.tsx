'use client';
import { usePathname } from 'next/navigation';
import { parentPathOf } from '@/lib/parent-path';
import { ParentLink } from './parent-link';

const TABS = [
  { href: '/parent', key: 'home', icon: 'bi-house' },
  { href: '/parent/messages', key: 'messages', icon: 'bi-chat-dots' },
  { href: '/parent/news', key: 'news', icon: 'bi-newspaper' },
  { href: '/parent/payments', key: 'payments', icon: 'bi-wallet2' },
  { href: '/parent/more', key: 'more', icon: 'bi-grid' },
] as const;

/** The parents' app's bottom tab bar: Home, Messages, News, Payments, More (the current one marked for readers too). */
export function ParentTabBar({ label, names }: { label: string; names: Record<(typeof TABS)[number]['key'], string> }) {
  const pathname = parentPathOf(usePathname());
  const current = (href: string) =>
    href === '/parent' ? pathname === '/parent' : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <nav className="parent-tabs" aria-label={label}>
      {TABS.map((tab) => (
        <ParentLink
          key={tab.key}
          href={tab.href}
          className={`parent-tab${current(tab.href) ? ' active' : ''}`}
          aria-current={current(tab.href) ? 'page' : undefined}
          data-testid={`parent-tab-${tab.key}`}
        >
          <i className={`bi ${tab.icon}`} aria-hidden="true" />
          <span>{names[tab.key]}</span>
        </ParentLink>
      ))}
    </nav>
  );
}
