'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Form } from 'react-bootstrap';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormDialog, RequiredLabel } from '@/components/ui/form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { useErrorText } from '@/lib/api/use-error-text';
import { dayText } from '@/lib/school-time';
import { useApproveMedicine, useLogDose, useRejectMedicine, type MedicineRow } from '@/lib/api/medicine';
import { MedicineList, rangeText } from './medicine-bits';

type Target = Pick<MedicineRow, 'id' | 'student_name' | 'from_date' | 'to_date' | 'medicines'>;

/** Accept, after a yes: the doses can be logged from then on. */
export function MedicineApproveDialog({ request, onHide }: { request: Target; onHide: () => void }) {
  const t = useTranslations('medicine');
  const errorText = useErrorText();
  const approve = useApproveMedicine();
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setError(null);
    try {
      const result = await approve.mutateAsync(request.id);
      showMessage(result.text ?? t('approved'), 'success');
      onHide();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <ConfirmDialog
      show
      title={t('approveTitle', { name: request.student_name })}
      confirmLabel={t('approve')}
      variant="primary"
      pending={approve.isPending}
      error={error}
      onConfirm={() => void confirm()}
      onHide={onHide}
      testId="medicine-approve"
    >
      <p>{rangeText(request.from_date, request.to_date)}</p>
      <MedicineList medicines={request.medicines} />
    </ConfirmDialog>
  );
}

/** A required text, asked in a dialog: the reason of a refusal or of a dose not given. */
function ReasonDialog({
  title,
  label,
  submitLabel,
  requiredText,
  pending,
  onSubmit,
  onHide,
  testId,
  children,
}: {
  title: string;
  label: string;
  submitLabel: string;
  requiredText: string;
  pending: boolean;
  onSubmit: (reason: string) => Promise<void>;
  onHide: () => void;
  testId: string;
  children?: React.ReactNode;
}) {
  const errorText = useErrorText();
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
      await onSubmit(reason.trim());
      onHide();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <FormDialog show onHide={onHide} title={title} submitLabel={submitLabel} onSubmit={() => void submit()} submitting={pending} testId={testId}>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      {children}
      <Form.Group controlId={`${testId}-reason`}>
        <Form.Label>
          <RequiredLabel>{label}</RequiredLabel>
        </Form.Label>
        <Form.Control
          as="textarea"
          rows={3}
          maxLength={500}
          value={reason}
          aria-required="true"
          isInvalid={invalid}
          aria-describedby={invalid ? `${testId}-reason-error` : undefined}
          onChange={(e) => {
            setReason(e.target.value);
            if (e.target.value.trim()) setInvalid(false);
          }}
        />
        <Form.Control.Feedback type="invalid" id={`${testId}-reason-error`}>
          {requiredText}
        </Form.Control.Feedback>
      </Form.Group>
    </FormDialog>
  );
}

/** Reject, with the reason the parent will read. */
export function MedicineRejectDialog({ request, onHide }: { request: Target; onHide: () => void }) {
  const t = useTranslations('medicine');
  const reject = useRejectMedicine();
  return (
    <ReasonDialog
      title={t('rejectTitle', { name: request.student_name })}
      label={t('fields.rejectReason')}
      submitLabel={t('reject')}
      requiredText={t('reasonRequired')}
      pending={reject.isPending}
      onSubmit={async (reason) => {
        await reject.mutateAsync({ id: request.id, reason });
        showMessage(t('rejected'), 'success');
      }}
      onHide={onHide}
      testId="medicine-reject"
    >
      <p className="text-body-secondary">{rangeText(request.from_date, request.to_date)}</p>
    </ReasonDialog>
  );
}

export type DoseSlot = { request_id: string; student_name: string; day: string; time: string };

/** A dose not given: why (required; the parent reads it). */
export function NotGivenDialog({ slot, onHide }: { slot: DoseSlot; onHide: () => void }) {
  const t = useTranslations('medicine');
  const log = useLogDose();
  return (
    <ReasonDialog
      title={t('notGivenTitle', { name: slot.student_name, time: slot.time, day: dayText(slot.day) })}
      label={t('fields.notGivenReason')}
      submitLabel={t('saveNotGiven')}
      requiredText={t('reasonRequired')}
      pending={log.isPending}
      onSubmit={async (reason) => {
        await log.mutateAsync({ request_id: slot.request_id, day: slot.day, time: slot.time, status: 'not_given', reason });
        showMessage(t('doseNotGiven'), 'success');
      }}
      onHide={onHide}
      testId="medicine-not-given"
    />
  );
}
