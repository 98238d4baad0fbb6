'use client';
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useUnreadCount } from '@/lib/api/notification-count';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import { badgeText } from '@/lib/rights';
import styles from './notification.module.css';

// The panel (its list, switches and react-bootstrap's modal) is fetched the first time the bell is tapped.
const NotificationPanel = dynamic(() => import('./notification-panel').then((m) => m.NotificationPanel), { ssr: false });

/** The staff header's bell: the unread count (capped "99+", like the menu badges) and the inbox panel it opens. */
export function NotificationBell() {
  const t = useTranslations('notifications');
  const { data: unread = 0 } = useUnreadCount();
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  const text = badgeText(unread);
  return (
    <>
      <button
        type="button"
        className={`btn btn-link text-body-secondary ${styles.bell}`}
        onClick={() => setOpen(true)}
        aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
        aria-haspopup="dialog"
        data-testid="notification-bell"
      >
        <i className="bi bi-bell fs-5" aria-hidden="true" />
        {text && (
          <span className={`badge rounded-pill text-bg-danger ${styles.count}`} data-testid="notification-count">
            {text}
          </span>
        )}
      </button>
      {mounted && <NotificationPanel show={open} onHide={() => setOpen(false)} />}
    </>
  );
}
