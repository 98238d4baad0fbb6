import { ParentLink } from '@/components/parent/shell/parent-link';
import { badgeText } from '@/lib/rights';
import styles from '@/components/notification/notification.module.css';

/**
 * The parents' top bar's bell: a link to the inbox with the unread count the layout rendered (no call, no state: the
 * parents' home is on a tight budget). Its words come from the server (`label`).
 */
export function ParentBell({ unread, label }: { unread: number; label: string }) {
  const text = badgeText(unread);
  return (
    <ParentLink href="/parent/notifications" className={`${styles.bell} ${styles.onBar}`} aria-label={label} data-testid="parent-bell">
      <i className="bi bi-bell" aria-hidden="true" />
      {text && (
        <span className={`badge rounded-pill text-bg-danger ${styles.count}`} data-testid="parent-bell-count">
          {text}
        </span>
      )}
    </ParentLink>
  );
}
