'use client';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Modal, Spinner } from 'react-bootstrap';
import { showMessage } from '@/components/layout/site-footer';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDateTime } from '@/lib/format';
import { dayText } from '@/lib/school-time';
import { downloadAbsenceAttachment, useAbsence, useAbsenceAttachment, type AbsenceRow } from '@/lib/api/absence';
import { AbsenceStatusBadge } from './absence-status';

/** One request: the child, the days, the reason, the attachment and its history; decisions for pending ones. */
export function AbsenceDetailDialog({
  id,
  canApprove,
  onHide,
  onApprove,
  onReject,
}: {
  id: string;
  canApprove: boolean;
  onHide: () => void;
  onApprove: (absence: AbsenceRow) => void;
  onReject: (absence: AbsenceRow) => void;
}) {
  const t = useTranslations('absence');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const { data: a, error, isLoading } = useAbsence(id);
  const line = (label: string, value: ReactNode) =>
    value ? (
      <>
        <dt className="col-5 col-sm-4 fw-normal text-body-secondary">{label}</dt>
        <dd className="col-7 col-sm-8">{value}</dd>
      </>
    ) : null;
  return (
    <Modal show onHide={onHide} size="lg" fullscreen="sm-down" aria-labelledby="absence-detail-title" data-testid="absence-detail">
      <Modal.Header closeButton closeLabel={tc('close')}>
        <Modal.Title as="h2" className="h5" id="absence-detail-title">
          {a ? t('detailTitle', { name: a.student_name }) : t('detailTitleEmpty')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {isLoading && (
          <div role="status">
            <Spinner size="sm" aria-hidden="true" /> <span className="visually-hidden">{tc('loading')}</span>
          </div>
        )}
        {error && <Alert variant="danger">{errorText(error)}</Alert>}
        {a && (
          <>
            <dl className="row mb-3">
              {line(t('fields.student'), `${a.student_name} (${a.student_code})`)}
              {line(t('columns.class'), a.class_name ?? t('noClass'))}
              {line(
                t('columns.dates'),
                `${dayText(a.from_date)} – ${dayText(a.to_date)} · ${t('daysCount', { count: a.days })}`,
              )}
              {line(t('fields.reason'), <span style={{ whiteSpace: 'pre-wrap' }}>{a.reason}</span>)}
              {line(t('columns.status'), <AbsenceStatusBadge status={a.status} />)}
              {line(t('fields.attachment'), a.has_attachment ? <Attachment absence={a} /> : t('noAttachment'))}
            </dl>
            <h3 className="h6">{t('history')}</h3>
            <ol className="list-unstyled mb-0 border-start ps-3">
              <li className="mb-2">
                <div className="fw-semibold">{t('historyCreated', { source: t(`sources.${a.source}`) })}</div>
                <div className="small text-body-secondary">
                  {formatDateTime(a.created_at)}
                  {a.created_by_name && ` · ${a.created_by_name}`}
                </div>
              </li>
              {a.decided_at && (
                <li className="mb-2">
                  <div className="fw-semibold">{t(a.status === 'rejected' ? 'historyRejected' : 'historyApproved')}</div>
                  <div className="small text-body-secondary">
                    {formatDateTime(a.decided_at)}
                    {a.decided_by_name && ` · ${a.decided_by_name}`}
                  </div>
                  {a.reject_reason && (
                    <div>
                      {t('fields.rejectReason')}: {a.reject_reason}
                    </div>
                  )}
                </li>
              )}
              {a.cancelled_at && (
                <li className="mb-2">
                  <div className="fw-semibold">{t('historyCancelled')}</div>
                  <div className="small text-body-secondary">{formatDateTime(a.cancelled_at)}</div>
                </li>
              )}
            </ol>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        {canApprove && a?.status === 'pending' && (
          <>
            <Button variant="outline-danger" onClick={() => onReject(a)} data-testid="absence-detail-reject">
              <i className="bi bi-x-lg me-1" aria-hidden="true" />
              {t('reject')}
            </Button>
            <Button variant="success" onClick={() => onApprove(a)} data-testid="absence-detail-approve">
              <i className="bi bi-check-lg me-1" aria-hidden="true" />
              {t('approve')}
            </Button>
          </>
        )}
        <Button variant="secondary" onClick={onHide}>
          {tc('close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** An image shows as a preview; a PDF (or any file) is a download. The file comes through the API with the token. */
function Attachment({ absence }: { absence: AbsenceRow }) {
  const t = useTranslations('absence');
  const errorText = useErrorText();
  const isImage = !!absence.attachment_type?.startsWith('image/');
  const file = useAbsenceAttachment(absence.id, isImage);
  const image = useRef<HTMLImageElement>(null);
  // The blob: URL lives as long as the preview shows it.
  useEffect(() => {
    if (!file.data || !image.current) return;
    const objectUrl = URL.createObjectURL(file.data);
    image.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file.data]);
  return (
    <>
      <Button
        variant="link"
        className="p-0 text-start"
        onClick={() =>
          downloadAbsenceAttachment(absence.id, absence.attachment_name).catch((e) => showMessage(errorText(e), 'danger'))
        }
        data-testid="absence-attachment-download"
      >
        <i className="bi bi-paperclip me-1" aria-hidden="true" />
        {absence.attachment_name ?? t('downloadAttachment')}
      </Button>
      {file.data && (
        // eslint-disable-next-line @next/next/no-img-element -- a blob: URL of a private file, not an optimisable asset
        <img ref={image} alt={t('attachmentAlt', { name: absence.student_name })} className="d-block img-fluid rounded border mt-2" style={{ maxHeight: 320 }} />
      )}
    </>
  );
}
