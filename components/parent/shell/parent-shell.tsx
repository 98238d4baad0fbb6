'use client';
import type { ReactNode } from 'react';
import { useLocale } from 'next-intl';
import { setParentLocale } from '@/lib/api/parent-client';
import type { ParentChild } from '@/lib/parent-child';
import { ChildSwitcher } from './child-switcher';
import { OfflineBanner } from './offline-banner';
import { ParentTabBar } from './parent-tab-bar';
import { ParentServiceWorker } from './parent-service-worker';

/**
 * The parents' app's frame: a phone app, not the staff shell. A top bar with the school and the child (a switcher
 * for a family with several), the screen, and the bottom tab bar; a centred column on a desktop.
 */
export function ParentShell({
  school,
  items,
  current,
  children,
}: {
  school: { name: string; colour: string };
  items: ParentChild[];
  current: ParentChild | null;
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
