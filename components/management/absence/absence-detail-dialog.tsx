'use client';
import { useTranslations } from 'next-intl';
import { Button } from 'react-bootstrap';
import { BlobImage, DetailLines } from '@/components/ui/detail-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { RequestHistory } from '@/components/management/requests/request-history';
import { RequestDetailDialog } from '@/components/management/requests/request-detail-dialog';
import { RequestStatusBadge } from '@/components/management/requests/request-status';
import type { RequestDetailProps } from '@/components/management/requests/request-dialogs';
import { useErrorText } from '@/lib/api/use-error-text';
import { dayText } from '@/lib/school-time';
import { downloadAbsenceAttachment, useAbsence, useAbsenceAttachment, type AbsenceRow } from '@/lib/api/absence';

/** One request: the child, the days, the reason, the attachment and its history; decisions for pending ones. */
export function AbsenceDetailDialog({ id, ...decisions }: RequestDetailProps<AbsenceRow>) {
  const t = useTranslations('absence');
  const read = useAbsence(id);
  const a = read.data;
  return (
    <RequestDetailDialog
      ns="absence"
      read={read}
      waiting={(r) => r.status === 'pending'}
      title={a ? t('detailTitle', { name: a.student_name }) : t('detailTitleEmpty')}
      {...decisions}
    >
      {a && (
        <>
          <DetailLines
            lines={[
              [t('fields.student'), `${a.student_name} (${a.student_code})`],
              [t('columns.class'), a.class_name ?? t('noClass')],
              [
                t('columns.dates'),
                `${dayText(a.from_date)} – ${dayText(a.to_date)} · ${t('daysCount', { count: a.days })}`,
              ],
              [
                t('fields.reason'),
                <span key="reason" style={{ whiteSpace: 'pre-wrap' }}>
                  {a.reason}
                </span>,
              ],
              [t('columns.status'), <RequestStatusBadge key="status" ns="absence" status={a.status} />],
              [t('fields.attachment'), a.has_attachment ? <Attachment key="file" absence={a} /> : t('noAttachment')],
            ]}
          />
          <RequestHistory
            steps={[
              {
                title: t('historyCreated', { source: t(`sources.${a.source}`) }),
                at: a.created_at,
                by: a.created_by_name,
              },
              {
                title: t(a.status === 'rejected' ? 'historyRejected' : 'historyApproved'),
                at: a.decided_at,
                by: a.decided_by_name,
                note: a.reject_reason && `${t('fields.rejectReason')}: ${a.reject_reason}`,
              },
              { title: t('historyCancelled'), at: a.cancelled_at },
            ]}
          />
        </>
      )}
    </RequestDetailDialog>
  );
}

/** An image shows as a preview; a PDF (or any file) is a download. The file comes through the API with the token. */
function Attachment({ absence }: { absence: AbsenceRow }) {
  const t = useTranslations('absence');
  const errorText = useErrorText();
  const isImage = !!absence.attachment_type?.startsWith('image/');
  const file = useAbsenceAttachment(absence.id, isImage);
  return (
    <>
      <Button
        variant="link"
        className="p-0 text-start"
        onClick={() =>
          downloadAbsenceAttachment(absence.id, absence.attachment_name).catch((e) =>
            showMessage(errorText(e), 'danger'),
          )
        }
        data-testid="absence-attachment-download"
      >
        <i className="bi bi-paperclip me-1" aria-hidden="true" />
        {absence.attachment_name ?? t('downloadAttachment')}
      </Button>
      <BlobImage
        blob={file.data}
        alt={t('attachmentAlt', { name: absence.student_name })}
        className="d-block img-fluid rounded border mt-2"
        style={{ maxHeight: 320 }}
      />
    </>
  );
}
