'use client';
import { useLocale, useTranslations } from 'next-intl';
import { Dropdown } from 'react-bootstrap';
import { useConfig, useCurrentUser } from '@/lib/api/shell';
import { signOutNow } from '@/lib/api/sign-out';
import { Link } from '@/lib/i18n/navigation';
import { LanguageFlags } from './language-flags';
import { SchoolSwitcher } from './school-switcher';
import type { Panel } from './app-shell';

/** Top header (spec §2): logo and brand, school, language flags, panels, and the user's dropdown. */
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
      <button type="button" className="btn btn-link text-body-secondary" onClick={() => onOpen('settings')} aria-label={t('settings')} data-testid="settings-open">
        <i className="bi bi-sliders fs-5" aria-hidden="true" />
      </button>
      <Dropdown align="end">
        <Dropdown.Toggle variant="outline-secondary" className="d-flex align-items-center gap-2 user-toggle border-0" aria-label={t('userMenu')} data-testid="user-menu">
          <i className="bi bi-person-circle fs-5" aria-hidden="true" />
          <span className="d-none d-md-inline text-truncate user-name">{user?.full_name}</span>
        </Dropdown.Toggle>
        <Dropdown.Menu>
          <div className="px-3 py-2">
            <div className="fw-semibold" data-testid="user-full-name">{user?.full_name}</div>
            <div className="small text-body-secondary">{user?.email}</div>
          </div>
          <Dropdown.Divider />
          <Dropdown.Item as="button" onClick={() => onOpen('password')} data-testid="open-change-password">
            <i className="bi bi-key me-2" aria-hidden="true" />
            {t('changePassword')}
          </Dropdown.Item>
          <Dropdown.Item as="button" onClick={() => onOpen('sessions')} data-testid="open-sessions">
            <i className="bi bi-laptop me-2" aria-hidden="true" />
            {t('manageSessions')}
          </Dropdown.Item>
          <Dropdown.Divider />
          <Dropdown.Item as="button" onClick={() => void signOutNow(locale)} data-testid="sign-out">
            <i className="bi bi-box-arrow-right me-2" aria-hidden="true" />
            {t('signOut')}
          </Dropdown.Item>
        </Dropdown.Menu>
      </Dropdown>
    </header>
  );
}
