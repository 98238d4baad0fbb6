'use client';
import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { setParentLocale } from '@/lib/api/parent-client';
import type { ParentChild } from '@/lib/parent-child';
import { ChildSwitcher } from './child-switcher';
import { OfflineBanner } from './offline-banner';
import { ParentTabBar } from './parent-tab-bar';
import { ParentServiceWorker } from './parent-service-worker';
import { ParentBell } from '@/components/parent/notifications/parent-bell';

/**
 * The parents' app's frame: a phone app, not the staff shell. A top bar with the school and the child (a switcher
 * for a family with several) and the notifications' bell with its unread count, the screen, and the bottom tab bar;
 * a centred column on a desktop.
 */
export function ParentShell({
  school,
  items,
  current,
  bell,
  children,
}: {
  school: { name: string; colour: string };
  items: ParentChild[];
  current: ParentChild | null;
  /** The inbox's unread count and the bell's label, rendered by the layout. */
  bell: { unread: number; label: string };
  children: ReactNode;
}) {
  const locale = useLocale();
  // The language of the parents' calls (set during render: idempotent, and before any screen's first call).
  setParentLocale(locale);
  return (
    <div className="parent-app" style={{ ['--parent-colour' as string]: school.colour }}>
      <header className="parent-top">
        <span className="parent-school">{school.name}</span>
        <ChildSwitcher items={items} current={current} />
        <ParentBell unread={bell.unread} label={bell.label} />
      </header>
      <OfflineBanner />
      <main className="parent-main" id="main">
        {children}
      </main>
      <ParentTabBar />
      <ParentServiceWorker />
    </div>
  );
}
