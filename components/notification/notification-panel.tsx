'use client';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import Modal from 'react-bootstrap/Modal';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from '@/components/ui/dialog';
import { useErrorText } from '@/lib/api/use-error-text';
import { notificationKeys } from '@/lib/api/notification-keys';
import { useInbox, useMarkRead } from '@/lib/api/notifications';
import { NotificationList } from './notification-list';
import { StaffSwitches } from './staff-switches';

/**
 * The bell's panel (a dialog; a full-screen sheet on a phone): the newest notifications, "mark all read", older ones
 * on request; a notification opens its link and is marked read. The user's push switches are one tap away.
 */
export function NotificationPanel({ show, onHide }: { show: boolean; onHide: () => void }) {
  const t = useTranslations('notifications');
  const errorText = useErrorText();
  const client = useQueryClient();
  const [view, setView] = useState<'list' | 'settings'>('list');
  const inbox = useInbox(show);
  const markRead = useMarkRead();
  const pages = inbox.data?.pages ?? [];
  const items = pages.flatMap((p) => p.data);
  const last = pages.at(-1);

  // The list's own count is the newest: the bell follows it.
  useEffect(() => {
    if (last) client.setQueryData(notificationKeys.unread(), last.unread);
  }, [client, last]);

  const error = inbox.error ?? markRead.error;
  return (
    <Dialog
      show={show}
      onHide={onHide}
      onExited={() => setView('list')}
      testId="notification-panel"
      title={view === 'list' ? t('title') : t('settings')}
      fullscreen="sm-down"
      scrollable
    >
      <Modal.Body className="notification-panel-body">
        {view === 'settings' ? (
          <>
            <button type="button" className="btn btn-link px-0 mb-2" onClick={() => setView('list')} data-testid="notification-back">
              <i className="bi bi-arrow-left" aria-hidden="true" /> {t('backToList')}
            </button>
            <StaffSwitches />
          </>
        ) : (
          <>
            <div className="d-flex flex-wrap gap-2 justify-content-between mb-2">
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                disabled={!last?.unread || markRead.isPending}
                onClick={() => markRead.mutate({ all: true })}
                data-testid="notification-mark-all"
              >
                <i className="bi bi-check2-all" aria-hidden="true" /> {t('markAllRead')}
              </button>
              <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => setView('settings')} data-testid="notification-settings-open">
                <i className="bi bi-gear" aria-hidden="true" /> {t('settings')}
              </button>
            </div>
            {error && (
              <p className="alert alert-danger py-2" role="alert">
                {errorText(error)}
              </p>
            )}
            {inbox.isPending ? (
              <p className="text-body-secondary" role="status">
                {t('loading')}
              </p>
            ) : (
              <NotificationList
                items={items}
                total={last?.total ?? 0}
                onOpen={(item) => {
                  if (!item.read_at) markRead.mutate({ ids: [item.id] });
                  onHide();
                }}
              />
            )}
            {inbox.hasNextPage && (
              <button
                type="button"
                className="btn btn-outline-primary w-100 mt-2"
                onClick={() => void inbox.fetchNextPage()}
                disabled={inbox.isFetchingNextPage}
                data-testid="notification-more"
              >
                {inbox.isFetchingNextPage ? t('loading') : t('loadMore')}
              </button>
            )}
          </>
        )}
      </Modal.Body>
    </Dialog>
  );
}
