import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import type { ParentChild } from '@/lib/parent-child';
import { ChildSwitcher } from './child-switcher';
import { OfflineBanner } from './offline-banner';
import { ParentTabBar } from './parent-tab-bar';
import { ParentServiceWorker } from './parent-service-worker';
import { ParentBell } from '@/components/parent/notifications/parent-bell';

const TABS = ['home', 'messages', 'news', 'payments', 'more'] as const;

/**
 * The parents' app's frame: a phone app, not the staff shell. A top bar with the school and the child (a switcher
 * for a family with several) and the notifications' bell with its unread count, the screen, and the bottom tab bar;
 * a centred column on a desktop. Drawn on the server: its client parts take their words as plain strings (no
 * next-intl client on the home page).
 */
export async function ParentShell({
  locale,
  school,
  items,
  current,
  bell,
  children,
}: {
  locale: string;
  school: { name: string; colour: string };
  items: ParentChild[];
  current: ParentChild | null;
  /** The inbox's unread count and the bell's label, rendered by the layout. */
  bell: { unread: number; label: string };
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: 'parent' });
  return (
    <div className="parent-app" style={{ ['--parent-colour' as string]: school.colour }}>
      <header className="parent-top">
        <span className="parent-school">{school.name}</span>
        <ChildSwitcher items={items} current={current} words={{ child: t('shell.child'), noChild: t('shell.noChild') }} />
        <ParentBell unread={bell.unread} label={bell.label} />
      </header>
      <OfflineBanner text={t('shell.offline')} />
      <main className="parent-main" id="main">
        {children}
      </main>
      <ParentTabBar
        label={t('tabs.label')}
        names={Object.fromEntries(TABS.map((tab) => [tab, t(`tabs.${tab}`)])) as Record<(typeof TABS)[number], string>}
      />
      <ParentServiceWorker locale={locale} />
    </div>
  );
}
