'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Form } from 'react-bootstrap';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog, RequiredLabel } from '@/components/ui/form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { useErrorText } from '@/lib/api/use-error-text';
import { dayText } from '@/lib/school-time';
import { useRejectDeclaration, useVerifyDeclaration, type VaccineDeclarationRow } from '@/lib/api/vaccine';

/** Verify, after a yes: the dose was seen in the vaccination book. */
export function VerifyDialog({ declaration: d, onHide }: { declaration: VaccineDeclarationRow; onHide: () => void }) {
  const t = useTranslations('vaccine');
  const errorText = useErrorText();
  const verify = useVerifyDeclaration();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      const result = await verify.mutateAsync(d.id);
      showMessage(result.text ?? t('verified'), 'success');
      onHide();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <ConfirmDialog
      show
      title={t('verifyTitle')}
      confirmLabel={t('verify')}
      variant="primary"
      pending={verify.isPending}
      error={error}
      onConfirm={() => void confirm()}
      onHide={onHide}
      testId="vaccine-verify"
    >
      {t('verifyText', { name: d.student_name, vaccine: d.vaccine_name, dose: d.dose_number, date: dayText(d.date) })}
    </ConfirmDialog>
  );
}

/** Reject, with the reason the parent will read (required). */
export function RejectDialog({ declaration: d, onHide }: { declaration: VaccineDeclarationRow; onHide: () => void }) {
  const t = useTranslations('vaccine');
  const errorText = useErrorText();
  const reject = useRejectDeclaration();
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
      const result = await reject.mutateAsync({ id: d.id, reason: reason.trim() });
      showMessage(result.text ?? t('rejected'), 'success');
      onHide();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <FormDialog
      show
      onHide={onHide}
      title={t('rejectTitle', { name: d.student_name })}
      submitLabel={t('reject')}
      onSubmit={() => void submit()}
      submitting={reject.isPending}
      testId="vaccine-reject"
    >
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <p className="text-body-secondary">
        {d.vaccine_name} · {t('dose', { dose: d.dose_number })} · {dayText(d.date)}
      </p>
      <Form.Group controlId="vaccine-reject-reason">
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
          aria-describedby={invalid ? 'vaccine-reject-reason-error' : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            if (e.target.value.trim()) setInvalid(false);
          }}
        />
        <Form.Control.Feedback type="invalid" id="vaccine-reject-reason-error">
          {t('rejectReasonRequired')}
        </Form.Control.Feedback>
      </Form.Group>
    </FormDialog>
  );
}
