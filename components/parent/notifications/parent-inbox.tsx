'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { parentList, parentMutate } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';
import { NotificationList } from '@/components/notification/notification-list';
import type { InboxItem, InboxPage } from '@/lib/notification-inbox';

/**
 * The parents' inbox: the first page comes with the page; older ones from GET /api/app/notifications; "mark all
 * read" and opening one (its link) mark read with POST /api/app/notifications/read, then the page and the bell are
 * refreshed.
 */
export function ParentInbox({ first, pageSize }: { first: InboxPage; pageSize: number }) {
  const t = useTranslations('notifications');
  const errorText = useErrorText();
  const router = useRouter();
  const [items, setItems] = useState(first.data);
  const [total, setTotal] = useState(first.total);
  const [unread, setUnread] = useState(first.unread);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function loadMore() {
    setBusy(true);
    setError(null);
    try {
      const page = Math.floor(items.length / pageSize) + 1;
      const answer = (await parentList<InboxItem>('notifications', { page, page_size: pageSize })) as InboxPage;
      setItems((shown) => {
        const seen = new Set(shown.map((i) => i.id));
        return [...shown, ...answer.data.filter((i) => !seen.has(i.id))];
      });
      setTotal(answer.total);
      setUnread(answer.unread);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  async function markAll() {
    setBusy(true);
    setError(null);
    try {
      await parentMutate('post', 'notifications/read', { all: true });
      const now = new Date().toISOString();
      setItems((shown) => shown.map((i) => (i.read_at ? i : { ...i, read_at: now })));
      setUnread(0);
      router.refresh();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  function open(item: InboxItem) {
    if (item.read_at) return;
    // The link is followed at once; the mark goes with it, and the next page's bell is refreshed once it is stored.
    void parentMutate('post', 'notifications/read', { ids: [item.id] })
      .then(() => router.refresh())
      .catch(() => {});
  }

  return (
    <div data-testid="parent-inbox">
      <div className="d-flex justify-content-end mb-2">
        <button type="button" className="btn btn-sm btn-outline-primary" onClick={markAll} disabled={busy || unread === 0} data-testid="notification-mark-all">
          <i className="bi bi-check2-all" aria-hidden="true" /> {t('markAllRead')}
        </button>
      </div>
      {error && (
        <p className="alert alert-danger py-2" role="alert">
          {error}
        </p>
      )}
      <NotificationList items={items} total={total} onOpen={open} />
      {items.length < total && (
        <button type="button" className="btn btn-outline-primary w-100 mt-3" onClick={loadMore} disabled={busy} data-testid="notification-more">
          {busy ? t('loading') : t('loadMore')}
        </button>
      )}
    </div>
  );
}
