'use client';
import { useTranslations } from 'next-intl';
import { Card } from 'react-bootstrap';
import { sortBy, type Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';
import type { MessageRow } from '@/lib/api/message';
import { RequestStatusBadge } from '@/components/management/requests/request-status';
import { useRequestColumns } from '@/components/management/requests/use-request-columns';
import type { RequestDialog } from '@/components/management/requests/request-dialogs';

/** A message waits for staff: nobody has read it, or the family answered since. */
const waits = (m: MessageRow) => m.status === 'unread' || m.awaiting_staff;

/**
 * The columns of the parents' messages on a desk: the child (in bold while the message waits, the class and the
 * sender beneath) opens the thread; nobody approves a message, staff answer it there.
 */
export function useMessageColumns(open: (dialog: RequestDialog<MessageRow>) => void): Column<MessageRow>[] {
  const t = useTranslations('message');
  const child = {
    bold: waits,
    note: (m: MessageRow) => [m.class_name, m.created_by_name].filter(Boolean).join(' · '),
  };
  return useRequestColumns<MessageRow>('message', { open, canApprove: false, waitingOn: 'unread', child }, [
    {
      key: 'content',
      header: t('columns.content'),
      render: (m) => (
        <>
          <span className="d-inline-block text-truncate" style={{ maxWidth: 320 }} title={m.content}>
            {m.content}
          </span>
          <div className="small text-body-secondary">
            {t(`categories.${m.category}`)} · {t(`recipients.${m.recipient}`)}
            {m.reply_count > 0 && ` · ${t('replyCount', { count: m.reply_count })}`}
          </div>
        </>
      ),
    },
    {
      ...sortBy('status', t('columns.status')),
      render: (m) => (
        <>
          <RequestStatusBadge ns="message" status={m.status} />
          {m.awaiting_staff && <ParentAnswered />}
        </>
      ),
    },
    {
      ...sortBy('created_at', t('columns.created')),
      className: 'text-nowrap',
      render: (m) => formatDateTime(m.created_at),
    },
  ]);
}

/** A message as a card of the phone layout: the whole card opens the thread. */
export function MessageCard({ message: m, onOpen }: { message: MessageRow; onOpen: () => void }) {
  const t = useTranslations('message');
  return (
    <Card className={`mb-2 ${waits(m) ? 'border-warning' : ''}`}>
      <Card.Body className="p-0">
        <button
          type="button"
          className="btn w-100 text-start p-3"
          style={{ minHeight: 44 }}
          onClick={onOpen}
          aria-label={t('viewLabel', { name: m.student_name })}
        >
          <span className="d-flex justify-content-between gap-2">
            <span className={waits(m) ? 'fw-bold' : 'fw-semibold'}>
              {m.student_name}
            </span>
            <span className="text-end">
              <RequestStatusBadge ns="message" status={m.status} />
              {m.awaiting_staff && <ParentAnswered />}
            </span>
          </span>
          <span className="d-block small text-body-secondary">
            {t(`categories.${m.category}`)} · {formatDateTime(m.created_at)}
          </span>
          <span className="d-block text-truncate">{m.content}</span>
        </button>
      </Card.Body>
    </Card>
  );
}

/** A read message the family answered since staff last read it: it waits for staff again. */
export function ParentAnswered() {
  const t = useTranslations('message');
  return (
    <span className="badge text-bg-warning ms-1" data-testid="message-parent-answered">
      <i className="bi bi-reply me-1" aria-hidden="true" />
      {t('parentAnswered')}
    </span>
  );
}
