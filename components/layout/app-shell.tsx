'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { configureApi } from '@/lib/api/client';
import { readTenant, saveTenant } from '@/lib/api/tenant-storage';
import type { TenantOption } from '@/lib/schemas/school';
import { AppHeader } from './app-header';
import type { Panel } from './panel';
import { AppSidebar } from './app-sidebar';
import { MobileDrawer } from './mobile-drawer';
import dynamic from 'next/dynamic';
import { SiteFooter } from './site-footer';
import { SettingsProvider } from './settings/use-settings';

// Panels and dialogs are fetched the first time they open, so that every page's first load stays small
// (the forms bring zod with them).
const SettingsPanel = dynamic(() => import('./settings/settings-panel').then((m) => m.SettingsPanel), { ssr: false });
const MessengerPanel = dynamic(() => import('./messenger-panel').then((m) => m.MessengerPanel), { ssr: false });
const ChangePasswordDialog = dynamic(() => import('@/components/account/change-password-dialog').then((m) => m.ChangePasswordDialog), { ssr: false });
const SessionsDialog = dynamic(() => import('@/components/account/sessions-dialog').then((m) => m.SessionsDialog), { ssr: false });

/** The authenticated layout of spec §2: header, sidebar (a drawer on phones), footer, panels and dialogs. */
export function AppShell({
  initial,
  token,
  children,
}: {
  /** The school the page was rendered for and the user's schools (the rest of the shell's data is in the cache). */
  initial: { tenantId: string; tenants: TenantOption[] };
  token: string;
  children: ReactNode;
}) {
  const t = useTranslations('app');
  useEffect(() => configureApi({ token }), [token]);
  const [panel, setPanelState] = useState<Panel>(null);
  const [opened, setOpened] = useState<ReadonlySet<Panel>>(new Set());
  const setPanel = (next: Panel) => {
    if (next && !opened.has(next)) setOpened(new Set(opened).add(next));
    setPanelState(next);
  };
  const close = () => setPanelState(null);

  // Spec §4: keep the saved school if the user may still enter it; otherwise use the first one and save it.
  useEffect(() => {
    const saved = readTenant();
    const allowed = initial.tenants.some((s) => s.value === saved);
    if (saved && allowed && saved !== initial.tenantId) {
      saveTenant(saved);
      window.location.reload();
    } else if (!saved || !allowed) {
      saveTenant(initial.tenantId);
    }
  }, [initial.tenantId, initial.tenants]);

  return (
    <SettingsProvider>
      <div className="app-root d-flex flex-column min-vh-100">
        <a className="visually-hidden-focusable skip-link" href="#main">
          {t('skipToContent')}
        </a>
        <AppHeader onOpen={setPanel} />
        <div className="app-body d-flex flex-grow-1">
          <AppSidebar />
          <main id="main" className="app-main flex-grow-1 p-3 p-lg-4" tabIndex={-1}>
            {children}
          </main>
        </div>
        <SiteFooter />
        <MobileDrawer show={panel === 'drawer'} onHide={close} />
        {opened.has('settings') && <SettingsPanel show={panel === 'settings'} onHide={close} />}
        {opened.has('messenger') && <MessengerPanel show={panel === 'messenger'} onHide={close} />}
        {opened.has('password') && <ChangePasswordDialog show={panel === 'password'} onHide={close} />}
        {opened.has('sessions') && <SessionsDialog show={panel === 'sessions'} onHide={close} />}
      </div>
    </SettingsProvider>
  );
}
