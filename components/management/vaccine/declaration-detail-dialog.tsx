'use client';
import { useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Form, Spinner } from 'react-bootstrap';
import { BlobImage } from '@/components/ui/detail-dialog';
import { RequestDetailDialog } from '@/components/management/requests/request-detail-dialog';
import { RequestStatusBadge } from '@/components/management/requests/request-status';
import type { RequestDetailProps } from '@/components/management/requests/request-dialogs';
import { showMessage } from '@/components/layout/site-footer';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDateTime } from '@/lib/format';
import { dayText } from '@/lib/school-time';
import { VACCINE_PHOTO_MAX_BYTES } from '@/lib/vaccine-values';
import {
  useUploadDeclarationPhoto,
  useVaccineDeclaration,
  useVaccinePhoto,
  type VaccineDeclarationRow,
} from '@/lib/api/vaccine';

const ACCEPT = 'image/png,image/jpeg,image/webp';
const MB = VACCINE_PHOTO_MAX_BYTES / 1024 / 1024;

/**
 * One declaration: the dose, who declared and decided, the book's photo; verify (`onApprove`), reject or add a photo
 * from here.
 */
export function DeclarationDetailDialog({
  id,
  canUpload,
  ...decisions
}: RequestDetailProps<VaccineDeclarationRow> & { canUpload: boolean }) {
  const t = useTranslations('vaccine');
  const errorText = useErrorText();
  const detail = useVaccineDeclaration(id);
  const d = detail.data;
  const photo = useVaccinePhoto(id, !!d?.has_photo);
  const upload = useUploadDeclarationPhoto();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const send = async (file: File | null) => {
    setUploadError(null);
    if (!file) return;
    if (file.size > VACCINE_PHOTO_MAX_BYTES) {
      setUploadError(t('photoTooLarge', { mb: MB }));
      return;
    }
    try {
      const result = await upload.mutateAsync({ id, file });
      showMessage(result.text ?? t('photoSaved'), 'success');
    } catch (e) {
      setUploadError(errorText(e));
    }
  };

  const item = (label: string, value: ReactNode) => (
    <div className="col-12 col-sm-6">
      <dt className="small text-body-secondary fw-normal">{label}</dt>
      <dd className="mb-2">{value || '—'}</dd>
    </div>
  );
  return (
    <RequestDetailDialog
      ns="vaccine"
      read={detail}
      waiting={(r) => r.status === 'declared'}
      approve="verify"
      title={d ? `${d.student_name} · ${d.vaccine_name}` : t('detailTitle')}
      {...decisions}
    >
      {d && (
        <>
          <div className="mb-3">
            <RequestStatusBadge ns="vaccine" status={d.status} />
            {d.reject_reason && <span className="ms-2">{d.reject_reason}</span>}
          </div>
          <dl className="row g-0">
            {item(
              t('fields.student'),
              `${d.student_name} · ${d.student_code}${d.class_name ? ` · ${d.class_name}` : ''}`,
            )}
            {item(t('fields.dateOfBirth'), dayText(d.date_of_birth))}
            {item(t('fields.vaccine'), d.vaccine_name)}
            {item(t('fields.dose'), t('doseOf', { dose: d.dose_number, total: d.doses_total }))}
            {item(t('fields.date'), dayText(d.date))}
            {item(t('fields.place'), d.place)}
            {item(t('fields.lot'), d.lot)}
            {item(t('fields.note'), d.note)}
            {item(
              t('columns.created'),
              `${t(`sources.${d.source}`)}${d.created_by_name ? ` · ${d.created_by_name}` : ''} · ${formatDateTime(d.created_at)}`,
            )}
            {d.decided_at && item(t('columns.status'), `${d.decided_by_name ?? ''} · ${formatDateTime(d.decided_at)}`)}
          </dl>
          <h2 className="h6">{t('fields.photo')}</h2>
          {d.has_photo ? (
            <>
              {photo.isLoading && <Spinner size="sm" aria-hidden="true" />}
              <BlobImage
                blob={photo.data}
                alt={t('photoAlt', { name: d.student_name })}
                className="img-fluid border rounded mb-2 d-block"
                style={{ maxHeight: 480 }}
                testId="vaccine-photo"
              />
            </>
          ) : (
            <p className="text-body-secondary small">{t('noPhoto')}</p>
          )}
          {canUpload && d.status !== 'rejected' && (
            <Form.Group controlId="vaccine-photo-upload" className="mt-2">
              <Form.Label>{t('uploadPhoto')}</Form.Label>
              <Form.Control
                type="file"
                accept={ACCEPT}
                disabled={upload.isPending}
                isInvalid={!!uploadError}
                onChange={(e) => void send((e.target as HTMLInputElement).files?.[0] ?? null)}
              />
              <Form.Text>{t('photoHelp', { mb: MB })}</Form.Text>
              <Form.Control.Feedback type="invalid">{uploadError}</Form.Control.Feedback>
            </Form.Group>
          )}
        </>
      )}
    </RequestDetailDialog>
  );
}
