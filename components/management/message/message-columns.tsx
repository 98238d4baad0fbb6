'use client';
import { useTranslations } from 'next-intl';
import { Button, Card } from 'react-bootstrap';
import { sortBy, type Column } from '@/components/ui/data-table';
import { formatDateTime } from '@/lib/format';
import type { MessageRow } from '@/lib/api/message';
import { RequestStatusBadge } from '@/components/management/requests/request-status';

/** The columns of the parents' messages on a desk; the child opens the thread. */
export function useMessageColumns(open: (id: string) => void): Column<MessageRow>[] {
  const t = useTranslations('message');
  return [
    {
      ...sortBy('student_name', t('columns.student')),
      primary: true,
      render: (m) => (
        <>
          <Button
            variant="link"
            className={`p-0 text-start ${m.status === 'unread' || m.awaiting_staff ? 'fw-bold' : ''}`}
            onClick={() => open(m.id)}
            aria-label={t('viewLabel', { name: m.student_name })}
          >
            {m.student_name}
          </Button>
          <div className="small text-body-secondary">
            {m.class_name}
            {m.created_by_name && ` · ${m.created_by_name}`}
          </div>
        </>
      ),
    },
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
  ];
}

/** A message as a card of the phone layout: the whole card opens the thread. */
export function MessageCard({ message: m, onOpen }: { message: MessageRow; onOpen: () => void }) {
  const t = useTranslations('message');
  return (
    <Card className={`mb-2 ${m.status === 'unread' || m.awaiting_staff ? 'border-warning' : ''}`}>
      <Card.Body className="p-0">
        <button
          type="button"
          className="btn w-100 text-start p-3"
          style={{ minHeight: 44 }}
          onClick={onOpen}
          aria-label={t('viewLabel', { name: m.student_name })}
        >
          <span className="d-flex justify-content-between gap-2">
            <span className={m.status === 'unread' || m.awaiting_staff ? 'fw-bold' : 'fw-semibold'}>
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
