'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useConfig, useCurrentUser } from '@/lib/api/shell';
import { signOutNow } from '@/lib/api/sign-out';
import { Link } from '@/components/ui/link';
import { LanguageFlags } from './language-flags';
import { SchoolSwitcher } from './school-switcher';
import { MenuButton } from '@/components/ui/menu-button';
import { NotificationBell } from '@/components/notification/notification-bell';
import type { Panel } from './panel';

/** Top header (spec §2): logo and brand, school, language flags, the notifications' bell, panels, and the user's dropdown. */
export function AppHeader({ onOpen }: { onOpen: (panel: Panel) => void }) {
  const t = useTranslations('header');
  const locale = useLocale();
  const { data: config } = useConfig();
  const { data: user } = useCurrentUser();
  return (
    <header className="app-header navbar bg-body border-bottom px-2 px-lg-3 py-1 gap-2 flex-nowrap">
      <button
        type="button"
        className="btn btn-outline-secondary d-lg-none menu-toggle"
        onClick={() => onOpen('drawer')}
        aria-label={t('openMenu')}
        data-testid="drawer-open"
      >
        <i className="bi bi-list fs-5" aria-hidden="true" />
      </button>
      <Link href="/" className="navbar-brand d-flex align-items-center gap-2 me-auto text-truncate min-w-0" aria-label={config?.brandName ?? t('home')}>
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={config?.logo ?? '/logo.svg'} alt="" width={36} height={36} className="rounded flex-shrink-0" />
        <span className="fw-semibold text-truncate brand-name" data-testid="brand-name">
          {config?.brandName}
        </span>
      </Link>
      <SchoolSwitcher />
      <LanguageFlags mode="switch" />
      <button type="button" className="btn btn-link text-body-secondary d-none d-sm-inline-block" onClick={() => onOpen('messenger')} aria-label={t('messenger')}>
        <i className="bi bi-chat-dots fs-5" aria-hidden="true" />
      </button>
      <NotificationBell />
      <button type="button" className="btn btn-link text-body-secondary" onClick={() => onOpen('settings')} aria-label={t('settings')} data-testid="settings-open">
        <i className="bi bi-sliders fs-5" aria-hidden="true" />
      </button>
      <MenuButton
        label={t('userMenu')}
        toggleClassName="btn btn-outline-secondary dropdown-toggle d-flex align-items-center gap-2 user-toggle border-0"
        testId="user-menu"
        toggle={
          <>
            <i className="bi bi-person-circle fs-5" aria-hidden="true" />
            <span className="d-none d-md-inline text-truncate user-name">{user?.full_name}</span>
          </>
        }
        head={
          <>
            <div className="fw-semibold" data-testid="user-full-name">{user?.full_name}</div>
            <div className="small text-body-secondary">{user?.email}</div>
          </>
        }
        items={[
          { key: 'password', icon: 'bi-key', label: t('changePassword'), onSelect: () => onOpen('password'), testId: 'open-change-password', dividerBefore: true },
          { key: 'sessions', icon: 'bi-laptop', label: t('manageSessions'), onSelect: () => onOpen('sessions'), testId: 'open-sessions' },
          { key: 'sign-out', icon: 'bi-box-arrow-right', label: t('signOut'), onSelect: () => void signOutNow(locale), testId: 'sign-out', dividerBefore: true },
        ]}
      />
    </header>
  );
}
