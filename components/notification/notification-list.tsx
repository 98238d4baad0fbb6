'use client';
import { useTranslations } from 'next-intl';
import { Link } from '@/components/ui/link';
import { formatDateTime } from '@/lib/format';
import type { InboxItem } from '@/lib/notification-inbox';
import styles from './notification.module.css';

/**
 * A list of inbox rows (the staff panel's and the parents' inbox): title, body, time (dd/MM/yyyy HH:mm) and an unread
 * mark; each a link to its thing (the locale prefixed by the app's link), `onOpen` told first (to mark it read).
 */
export function NotificationList({ items, total, onOpen }: { items: InboxItem[]; total: number; onOpen: (item: InboxItem) => void }) {
  const t = useTranslations('notifications');
  if (items.length === 0) return <p className="text-body-secondary" data-testid="notification-empty">{t('empty')}</p>;
  return (
    <>
      <ul className={`${styles.list} list-unstyled mb-0`} data-testid="notification-list">
        {items.map((item) => (
          <li key={item.id}>
            <Link
              href={item.url}
              className={item.read_at ? styles.item : `${styles.item} ${styles.unread}`}
              onClick={() => onOpen(item)}
              data-testid="notification-item"
              data-read={item.read_at ? 'true' : 'false'}
            >
              <span className={styles.title}>
                {!item.read_at && (
                  <span className={styles.dot} data-testid="notification-unread">
                    <span className="visually-hidden">{t('unread')}: </span>
                  </span>
                )}
                {item.title}
              </span>
              <span className={styles.body}>{item.body}</span>
              <time className={styles.time} dateTime={item.created_at}>
                {formatDateTime(item.created_at)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
      <p className="small text-body-secondary mt-2 mb-0" aria-live="polite">
        {t('shown', { shown: items.length, total })}
      </p>
    </>
  );
}
