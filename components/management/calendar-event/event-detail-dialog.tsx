'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Form } from 'react-bootstrap';
import { ConfirmActionDialog } from '@/components/ui/decision-dialogs';
import { DetailDialog, DetailLines } from '@/components/ui/detail-dialog';
import { ExportButton, ListAlert, ListButton } from '@/components/ui/list-screen';
import { useDownload } from '@/lib/api/use-download';
import {
  downloadEventReplies,
  useCancelEvent,
  useDeleteEvents,
  useEvent,
  type EventRow,
} from '@/lib/api/calendar-event';
import { formatDateTime } from '@/lib/format';
import { EventStatusBadge, eventTimeText } from './event-badges';
import { EventRepliesPanel } from './event-replies';

type Can = { update: boolean; delete: boolean; export: boolean };

/**
 * One event: when, where, for whom; the replies counted per class; every child with their reply, where staff record
 * a reply given by phone in one tap; export of the replies; cancel (or delete, while nobody has replied).
 */
export function EventDetailDialog({
  id,
  can,
  onHide,
  onEdit,
}: {
  id: string;
  can: Can;
  onHide: () => void;
  onEdit: (e: EventRow) => void;
}) {
  const t = useTranslations('calendarEvent');
  const { data: e, error, isLoading } = useEvent(id);
  const [confirming, setConfirming] = useState<'cancel' | 'delete' | null>(null);
  const exporting = useDownload(() => downloadEventReplies(id), t('exportFailed'));
  const replied = e ? e.yes + e.no > 0 : false;
  const open = e && e.status !== 'cancelled';
  const confirmButton = (action: 'cancel' | 'delete', icon: string, text: string) => (
    <ListButton
      icon={icon}
      text={text}
      onClick={() => setConfirming(action)}
      variant="outline-danger"
      testId={`event-${action}`}
      tap
    />
  );
  return (
    <>
      <DetailDialog
        show={!confirming}
        onHide={onHide}
        title={e ? e.title : t('detailTitleEmpty')}
        testId="event-detail"
        size="xl"
        loading={isLoading}
        error={error}
      >
        <ListAlert text={exporting.error} onClose={exporting.clear} />
        {e && (
          <>
            <DetailLines
              wide
              className="mb-2"
              lines={[
                [t('columns.time'), eventTimeText(e.starts_at, e.ends_at)],
                [t('fields.place'), e.place],
                [t('columns.classes'), e.class_names.length ? e.class_names.join(', ') : t('wholeSchool')],
                [t('columns.status'), <EventStatusBadge key="status" status={e.status} />],
                [t('fields.cancelReason'), e.cancel_reason],
                [
                  t('fields.description'),
                  e.description && (
                    <span key="description" style={{ whiteSpace: 'pre-wrap' }}>
                      {e.description}
                    </span>
                  ),
                ],
                [t('createdBy'), e.created_by_name && `${e.created_by_name} · ${formatDateTime(e.created_at)}`],
              ]}
            />
            <div className="d-flex flex-wrap gap-2 mb-3">
              {can.update && open && (
                <ListButton icon="bi-pencil" text={t('edit')} onClick={() => onEdit(e)} variant="outline-primary" tap />
              )}
              {can.export && e.needs_reply && (
                <ExportButton download={exporting} text={t('export')} testId="event-export" tap />
              )}
              {can.update && open && confirmButton('cancel', 'bi-x-circle', t('cancelEvent'))}
              {can.delete && !replied && confirmButton('delete', 'bi-trash', t('delete'))}
            </div>
            {e.needs_reply ? (
              <EventRepliesPanel event={e} canRecord={can.update} />
            ) : (
              <p className="text-body-secondary">{t('noReplyNeeded')}</p>
            )}
          </>
        )}
      </DetailDialog>
      {e && confirming === 'cancel' && <CancelDialog event={e} onHide={() => setConfirming(null)} />}
      {e && confirming === 'delete' && <DeleteDialog event={e} onHide={() => setConfirming(null)} onDeleted={onHide} />}
    </>
  );
}

/** Cancel after a yes, with the reason the families read (optional); a cancelled event stays, never deleted. */
function CancelDialog({ event, onHide }: { event: EventRow; onHide: () => void }) {
  const t = useTranslations('calendarEvent');
  const cancel = useCancelEvent();
  const [reason, setReason] = useState('');
  return (
    <ConfirmActionDialog
      title={t('cancelTitle', { title: event.title })}
      confirmLabel={t('cancelEvent')}
      variant="danger"
      done={t('cancelled')}
      pending={cancel.isPending}
      onConfirm={async () => void (await cancel.mutateAsync({ id: event.id, reason }))}
      onHide={onHide}
      testId="event-cancel-dialog"
    >
      <p>{t('cancelHelp')}</p>
      <Form.Group controlId="event-cancel-reason">
        <Form.Label>{t('fields.cancelReason')}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Form.Group>
    </ConfirmActionDialog>
  );
}

/** Delete after a yes, while nobody has replied; the event's record closes with it. */
function DeleteDialog({ event, onHide, onDeleted }: { event: EventRow; onHide: () => void; onDeleted: () => void }) {
  const t = useTranslations('calendarEvent');
  const remove = useDeleteEvents();
  return (
    <ConfirmActionDialog
      title={t('deleteTitle')}
      confirmLabel={t('delete')}
      variant="danger"
      done={t('deleted')}
      pending={remove.isPending}
      onConfirm={async () => void (await remove.mutateAsync([event.id]))}
      onHide={onHide}
      onDone={onDeleted}
      testId="event-delete-dialog"
    >
      {t('deleteConfirm', { title: event.title })}
    </ConfirmActionDialog>
  );
}
