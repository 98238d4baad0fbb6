'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Form } from 'react-bootstrap';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog, RequiredLabel } from '@/components/ui/form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { useErrorText } from '@/lib/api/use-error-text';
import { dayText } from '@/lib/school-time';
import { useApproveAbsence, useRejectAbsence, type AbsenceRow } from '@/lib/api/absence';

/** Approve, after a yes: the school days of the request become excused on the roll call. */
export function AbsenceApproveDialog({ absence, onHide }: { absence: AbsenceRow; onHide: () => void }) {
  const t = useTranslations('absence');
  const errorText = useErrorText();
  const approve = useApproveAbsence();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      const result = await approve.mutateAsync(absence.id);
      showMessage(result.text ?? t('approvedShort'), 'success');
      onHide();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <ConfirmDialog
      show
      title={t('approveTitle')}
      confirmLabel={t('approve')}
      variant="primary"
      pending={approve.isPending}
      error={error}
      onConfirm={() => void confirm()}
      onHide={onHide}
      testId="absence-approve"
    >
      {t('approveText', {
        name: absence.student_name,
        from: dayText(absence.from_date),
        to: dayText(absence.to_date),
        days: absence.days,
      })}
    </ConfirmDialog>
  );
}

/** Reject, with the reason the parent will read (required). */
export function AbsenceRejectDialog({ absence, onHide }: { absence: AbsenceRow; onHide: () => void }) {
  const t = useTranslations('absence');
  const errorText = useErrorText();
  const reject = useRejectAbsence();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    setError(null);
    if (!reason.trim()) {
      setInvalid(true);
      return;
    }
    try {
      await reject.mutateAsync({ id: absence.id, reason: reason.trim() });
      showMessage(t('rejectedShort'), 'success');
      onHide();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <FormDialog
      show
      onHide={onHide}
      title={t('rejectTitle', { name: absence.student_name })}
      submitLabel={t('reject')}
      onSubmit={() => void submit()}
      submitting={reject.isPending}
      testId="absence-reject"
    >
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <p className="text-body-secondary">
        {dayText(absence.from_date)} – {dayText(absence.to_date)} · {absence.reason}
      </p>
      <Form.Group controlId="absence-reject-reason">
        <Form.Label>
          <RequiredLabel>{t('fields.rejectReason')}</RequiredLabel>
        </Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={500}
          value={reason}
          aria-required="true"
          isInvalid={invalid}
          aria-describedby={invalid ? 'absence-reject-reason-error' : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            if (e.target.value.trim()) setInvalid(false);
          }}
        />
        <Form.Control.Feedback type="invalid" id="absence-reject-reason-error">
          {t('rejectReasonRequired')}
        </Form.Control.Feedback>
      </Form.Group>
    </FormDialog>
  );
}
