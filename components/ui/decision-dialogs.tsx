'use client';
import { useState, type ReactNode } from 'react';
import { Alert, Form } from 'react-bootstrap';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog, RequiredLabel } from './form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { useErrorText } from '@/lib/api/use-error-text';

/** The server's answer to a decision: its sentence, when it has one, is what the user reads. */
type Answer = { text?: string | null } | void;

/** Runs a decision; on success tells it in the message line (the server's sentence, else `done`) and closes. */
function useDecision(onHide: () => void, done: string) {
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<Answer>) => {
    setError(null);
    try {
      const answer = await action();
      showMessage((answer && answer.text) || done, 'success');
      onHide();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return { error, run };
}

/** A decision taken after a yes (approve a request, verify a declaration): what it is about, then the button. */
export function ApproveDialog({
  title,
  confirmLabel,
  done,
  pending,
  onConfirm,
  onHide,
  testId,
  children,
}: {
  title: string;
  confirmLabel: string;
  /** The message shown when the server's answer has no sentence of its own. */
  done: string;
  pending: boolean;
  onConfirm: () => Promise<Answer>;
  onHide: () => void;
  testId: string;
  children: ReactNode;
}) {
  const decision = useDecision(onHide, done);
  return (
    <ConfirmDialog
      show
      title={title}
      confirmLabel={confirmLabel}
      variant="primary"
      pending={pending}
      error={decision.error}
      onConfirm={() => void decision.run(onConfirm)}
      onHide={onHide}
      testId={testId}
    >
      {children}
    </ConfirmDialog>
  );
}

/** A required text asked in a dialog: the reason of a refusal (the parent reads it) or of a dose not given. */
export function ReasonDialog({
  title,
  label,
  submitLabel,
  requiredText,
  done,
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
  done: string;
  pending: boolean;
  onSubmit: (reason: string) => Promise<Answer>;
  onHide: () => void;
  /** Names the dialog; the field is `${testId}-reason`. */
  testId: string;
  children?: ReactNode;
}) {
  const decision = useDecision(onHide, done);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = () => {
    if (!reason.trim()) setInvalid(true);
    else void decision.run(() => onSubmit(reason.trim()));
  };
  return (
    <FormDialog
      show
      onHide={onHide}
      title={title}
      submitLabel={submitLabel}
      onSubmit={submit}
      submitting={pending}
      testId={testId}
    >
      {decision.error && (
        <Alert variant="danger" role="alert">
          {decision.error}
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
