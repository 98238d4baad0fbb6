'use client';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Modal, Spinner, Table } from 'react-bootstrap';
import { showMessage } from '@/components/layout/site-footer';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FilterSelect } from '@/components/ui/filter-select';
import { useErrorText } from '@/lib/api/use-error-text';
import {
  downloadEventReplies,
  useCancelEvent,
  useDeleteEvents,
  useEvent,
  useEventReplies,
  useRecordReply,
  type EventReplyRow,
  type EventRow,
} from '@/lib/api/calendar-event';
import { EVENT_ANSWERS, type EventAnswer, type EventReplyState } from '@/lib/calendar-event-values';
import { formatDateTime } from '@/lib/format';
import { EventStatusBadge, ReplyBadge, ReplyCounts, eventTimeText } from './event-badges';
import styles from './event.module.css';

type Can = { update: boolean; delete: boolean; export: boolean };

/**
 * One event: when, where, for whom; the replies counted per class; every child with their reply, where staff record
 * a reply given by phone in one tap; export of the replies; cancel (or delete, while nobody has replied).
 */
export function EventDetailDialog({ id, can, onHide, onEdit }: { id: string; can: Can; onHide: () => void; onEdit: (e: EventRow) => void }) {
  const t = useTranslations('calendarEvent');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const { data: e, error, isLoading } = useEvent(id);
  const [cancelling, setCancelling] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const line = (label: string, value: ReactNode) =>
    value ? (
      <>
        <dt className="col-5 col-sm-3 fw-normal text-body-secondary">{label}</dt>
        <dd className="col-7 col-sm-9">{value}</dd>
      </>
    ) : null;
  const exportXlsx = async () => {
    setActionError(null);
    setExporting(true);
    try {
      await downloadEventReplies(id);
    } catch (err) {
      setActionError(errorText(err) || t('exportFailed'));
    } finally {
      setExporting(false);
    }
  };
  const replied = e ? e.yes + e.no > 0 : false;
  return (
    <>
      <Modal show={!cancelling && !deleting} onHide={onHide} size="xl" fullscreen="sm-down" aria-labelledby="event-detail-title" data-testid="event-detail">
        <Modal.Header closeButton closeLabel={tc('close')}>
          <Modal.Title as="h2" className="h5" id="event-detail-title">
            {e ? e.title : t('detailTitleEmpty')}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {isLoading && (
            <div role="status">
              <Spinner size="sm" aria-hidden="true" /> <span className="visually-hidden">{tc('loading')}</span>
            </div>
          )}
          {error && <Alert variant="danger">{errorText(error)}</Alert>}
          {actionError && (
            <Alert variant="danger" role="alert" dismissible onClose={() => setActionError(null)}>
              {actionError}
            </Alert>
          )}
          {e && (
            <>
              <dl className="row mb-2">
                {line(t('columns.time'), eventTimeText(e.starts_at, e.ends_at))}
                {line(t('fields.place'), e.place)}
                {line(t('columns.classes'), e.class_names.length ? e.class_names.join(', ') : t('wholeSchool'))}
                {line(t('columns.status'), <EventStatusBadge status={e.status} />)}
                {line(t('fields.cancelReason'), e.cancel_reason)}
                {line(t('fields.description'), e.description && <span style={{ whiteSpace: 'pre-wrap' }}>{e.description}</span>)}
                {line(t('createdBy'), e.created_by_name && `${e.created_by_name} · ${formatDateTime(e.created_at)}`)}
              </dl>
              <div className="d-flex flex-wrap gap-2 mb-3">
                {can.update && e.status !== 'cancelled' && (
                  <Button variant="outline-primary" className={styles.tap} onClick={() => onEdit(e)}>
                    <i className="bi bi-pencil me-1" aria-hidden="true" />
                    {t('edit')}
                  </Button>
                )}
                {can.export && e.needs_reply && (
                  <Button variant="outline-secondary" className={styles.tap} onClick={exportXlsx} disabled={exporting} data-testid="event-export">
                    <i className="bi bi-file-earmark-excel me-1" aria-hidden="true" />
                    {t('export')}
                  </Button>
                )}
                {can.update && e.status !== 'cancelled' && (
                  <Button variant="outline-danger" className={styles.tap} onClick={() => setCancelling(true)} data-testid="event-cancel">
                    <i className="bi bi-x-circle me-1" aria-hidden="true" />
                    {t('cancelEvent')}
                  </Button>
                )}
                {can.delete && !replied && (
                  <Button variant="outline-danger" className={styles.tap} onClick={() => setDeleting(true)} data-testid="event-delete">
                    <i className="bi bi-trash me-1" aria-hidden="true" />
                    {t('delete')}
                  </Button>
                )}
              </div>
              {e.needs_reply ? <EventRepliesPanel event={e} canRecord={can.update} /> : <p className="text-body-secondary">{t('noReplyNeeded')}</p>}
            </>
          )}
        </Modal.Body>
      </Modal>
      {e && cancelling && <CancelDialog event={e} onHide={() => setCancelling(false)} />}
      {e && deleting && (
        <DeleteDialog
          event={e}
          onHide={() => setDeleting(false)}
          onDeleted={() => {
            setDeleting(false);
            onHide();
          }}
        />
      )}
    </>
  );
}

/** The counts per class and every child with their reply; one tap records a reply given by phone. */
function EventRepliesPanel({ event, canRecord }: { event: EventRow; canRecord: boolean }) {
  const t = useTranslations('calendarEvent');
  const errorText = useErrorText();
  const [classId, setClassId] = useState('');
  const [answer, setAnswer] = useState<EventReplyState | ''>('');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setSearch(searchText.trim()), 300);
    return () => window.clearTimeout(timer);
  }, [searchText]);
  const replies = useEventReplies({ id: event.id, class_id: classId || undefined, answer: answer || undefined, search: search || undefined });
  const record = useRecordReply();
  const [busy, setBusy] = useState<string | null>(null);
  // The moment the dialog opened: an event ending while it is open is refused by the server anyway.
  const [openedAt] = useState(() => Date.now());
  const ended = new Date(event.ends_at).getTime() < openedAt;
  const open = canRecord && event.status === 'published' && !ended;
  const data = replies.data;

  const tap = async (row: EventReplyRow, value: EventAnswer) => {
    setBusy(row.student_id);
    try {
      await record.mutateAsync({ event_id: event.id, student_id: row.student_id, answer: value, note: row.note });
      showMessage(t('replyRecordedFor', { name: row.student_name, answer: t(`answers.${value}`) }), 'success');
    } catch (err) {
      showMessage(errorText(err), 'danger');
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="event-replies-title">
      <h3 id="event-replies-title" className="h6 d-flex flex-wrap align-items-center gap-2">
        {t('repliesTitle')}
        {data && (
          <span data-testid="event-totals">
            <ReplyCounts yes={data.yes} no={data.no} pending={data.pending} />
          </span>
        )}
      </h3>
      {replies.error && <Alert variant="danger">{errorText(replies.error)}</Alert>}
      {!open && canRecord && event.status !== 'cancelled' && (
        <p className="small text-body-secondary">{event.status === 'draft' ? t('draftNoReplies') : t('endedNoReplies')}</p>
      )}
      {data && data.by_class.length > 0 && (
        <Table size="sm" className="mb-3 w-auto" data-testid="event-by-class">
          <caption className="visually-hidden">{t('byClassCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('columns.class')}</th>
              <th scope="col" className="text-end">{t('answers.yes')}</th>
              <th scope="col" className="text-end">{t('answers.no')}</th>
              <th scope="col" className="text-end">{t('answers.pending')}</th>
            </tr>
          </thead>
          <tbody>
            {data.by_class.map((c) => (
              <tr key={c.class_id} data-class={c.class_name}>
                <th scope="row" className="fw-normal">{c.class_name || t('noClass')}</th>
                <td className="text-end" data-count="yes">{c.yes}</td>
                <td className="text-end" data-count="no">{c.no}</td>
                <td className="text-end" data-count="pending">{c.pending}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <div className="row g-2 mb-2">
        <div className="col-12 col-md-4">
          <Form.Label htmlFor="event-reply-search" className="small mb-1">
            {t('childSearch')}
          </Form.Label>
          <Form.Control id="event-reply-search" type="search" value={searchText} onChange={(ev) => setSearchText(ev.target.value)} />
        </div>
        <div className="col-6 col-md-4">
          <FilterSelect
            id="event-reply-class"
            label={t('columns.class')}
            value={classId}
            onChange={setClassId}
            allLabel={t('allClasses')}
            options={(data?.by_class ?? []).filter((c) => c.class_id).map((c) => ({ value: c.class_id, label: c.class_name }))}
          />
        </div>
        <div className="col-6 col-md-4">
          <FilterSelect
            id="event-reply-answer"
            label={t('columns.answer')}
            value={answer}
            onChange={setAnswer}
            allLabel={t('allAnswers')}
            options={[...EVENT_ANSWERS, 'pending' as const].map((a) => ({ value: a, label: t(`answers.${a}`) }))}
          />
        </div>
      </div>
      {replies.isLoading && <Spinner size="sm" aria-hidden="true" />}
      {data && data.rows.length === 0 && <p className="text-body-secondary">{t('noChildren')}</p>}
      <ul className="list-group" data-testid="event-children" aria-label={t('childrenLabel')}>
        {data?.rows.map((r) => (
          <li key={r.student_id} className="list-group-item d-flex flex-wrap align-items-center gap-2" data-student={r.student_name}>
            <div className="flex-grow-1" style={{ minWidth: 180 }}>
              <div className="fw-semibold">{r.student_name}</div>
              <div className="small text-body-secondary">
                {r.student_code}
                {r.class_name && ` · ${r.class_name}`}
                {r.source && ` · ${t(`sources.${r.source}`)}${r.recorded_by_name ? `: ${r.recorded_by_name}` : ''}`}
                {r.replied_at && ` · ${formatDateTime(r.replied_at)}`}
              </div>
              {r.note && <div className="small fst-italic">{r.note}</div>}
            </div>
            {/* While replies are open, the pressed button says the answer; the badge says it otherwise. */}
            {(!open || r.answer === 'pending') && <ReplyBadge answer={r.answer} />}
            {open && (
              <div className="d-flex gap-1" role="group" aria-label={t('recordFor', { name: r.student_name })}>
                {EVENT_ANSWERS.map((a) => (
                  <Button
                    key={a}
                    size="sm"
                    className={styles.tap}
                    variant={r.answer === a ? (a === 'yes' ? 'success' : 'danger') : a === 'yes' ? 'outline-success' : 'outline-danger'}
                    aria-pressed={r.answer === a}
                    disabled={busy === r.student_id}
                    onClick={() => void tap(r, a)}
                  >
                    {t(`answers.${a}`)}
                  </Button>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function CancelDialog({ event, onHide }: { event: EventRow; onHide: () => void }) {
  const t = useTranslations('calendarEvent');
  const errorText = useErrorText();
  const cancel = useCancelEvent();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      show
      title={t('cancelTitle', { title: event.title })}
      confirmLabel={t('cancelEvent')}
      pending={cancel.isPending}
      error={error}
      onHide={onHide}
      testId="event-cancel-dialog"
      onConfirm={async () => {
        try {
          await cancel.mutateAsync({ id: event.id, reason });
          showMessage(t('cancelled'), 'success');
          onHide();
        } catch (e) {
          setError(errorText(e));
        }
      }}
    >
      <p>{t('cancelHelp')}</p>
      <Form.Group controlId="event-cancel-reason">
        <Form.Label>{t('fields.cancelReason')}</Form.Label>
        <Form.Control as="textarea" rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      </Form.Group>
    </ConfirmDialog>
  );
}

function DeleteDialog({ event, onHide, onDeleted }: { event: EventRow; onHide: () => void; onDeleted: () => void }) {
  const t = useTranslations('calendarEvent');
  const errorText = useErrorText();
  const remove = useDeleteEvents();
  const [error, setError] = useState<string | null>(null);
  return (
    <ConfirmDialog
      show
      title={t('deleteTitle')}
      confirmLabel={t('delete')}
      pending={remove.isPending}
      error={error}
      onHide={onHide}
      testId="event-delete-dialog"
      onConfirm={async () => {
        try {
          await remove.mutateAsync([event.id]);
          showMessage(t('deleted'), 'success');
          onDeleted();
        } catch (e) {
          setError(errorText(e));
        }
      }}
    >
      {t('deleteConfirm', { title: event.title })}
    </ConfirmDialog>
  );
}
