'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { configureApi } from '@/lib/api/client';
import { queryKeys } from '@/lib/api/query-keys';
import { readTenant, saveTenant } from '@/lib/api/tenant-storage';
import type { ShellData } from '@/lib/server/shell/load-shell';
import { AppHeader } from './app-header';
import { AppSidebar } from './app-sidebar';
import { MobileDrawer } from './mobile-drawer';
import { SiteFooter } from './site-footer';
import { SettingsPanel } from './settings/settings-panel';
import { SettingsProvider } from './settings/use-settings';
import { MessengerPanel } from './messenger-panel';
import { ChangePasswordDialog } from '@/components/account/change-password-dialog';
import { SessionsDialog } from '@/components/account/sessions-dialog';

type Panel = 'drawer' | 'settings' | 'messenger' | 'password' | 'sessions' | null;

/** The authenticated layout of spec §2: header, sidebar (a drawer on phones), footer, panels and dialogs. */
export function AppShell({ initial, token, children }: { initial: ShellData; token: string; children: ReactNode }) {
  const t = useTranslations('app');
  const client = useQueryClient();
  configureApi({ token });
  // Seed the cache from the server's prefetch, once, before the first render of anything that reads it.
  useState(() => {
    client.setQueryData(queryKeys.currentUser(), initial.user);
    client.setQueryData(queryKeys.tenants(), initial.tenants);
    client.setQueryData(queryKeys.masterData(), initial.masterData);
    client.setQueryData(queryKeys.menu(), initial.menu);
    client.setQueryData(queryKeys.config(), initial.config);
    return true;
  });
  const [panel, setPanel] = useState<Panel>(null);
  const close = () => setPanel(null);

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
        <SettingsPanel show={panel === 'settings'} onHide={close} />
        <MessengerPanel show={panel === 'messenger'} onHide={close} />
        <ChangePasswordDialog show={panel === 'password'} onHide={close} />
        <SessionsDialog show={panel === 'sessions'} onHide={close} />
      </div>
    </SettingsProvider>
  );
}

export type { Panel };
