'use client';
import { useState, type ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { ConfirmDialog } from './confirm-dialog';
import { FormDialog, RequiredLabel } from './form-dialog';
import { showMessage } from '@/components/layout/site-footer';
import { useErrorText } from '@/lib/api/use-error-text';

/** The server's answer to a decision: its sentence, when it has one, is what the user reads. */
type Answer = { text?: string | null } | void;

/** Runs a decision; on success tells it in the message line (the server's sentence, else `done`) and closes. */
function useDecision(onHide: () => void, done: string, onDone?: () => void) {
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<Answer>) => {
    setError(null);
    try {
      const answer = await action();
      showMessage((answer && answer.text) || done, 'success');
      onHide();
      onDone?.();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return { error, run };
}

/**
 * An action taken after a yes (approve a request, verify a declaration, cancel or delete an event): what it is
 * about, then the button; the server's refusal shows in the dialog.
 */
export function ConfirmActionDialog({
  title,
  confirmLabel,
  variant = 'primary',
  done,
  pending,
  onConfirm,
  onHide,
  onDone,
  testId,
  children,
}: {
  title: string;
  confirmLabel: string;
  variant?: 'primary' | 'danger';
  /** The message shown when the server's answer has no sentence of its own. */
  done: string;
  pending: boolean;
  onConfirm: () => Promise<Answer>;
  onHide: () => void;
  /** After the dialog closed on success (e.g. close the record that is gone). */
  onDone?: () => void;
  testId: string;
  children: ReactNode;
}) {
  const decision = useDecision(onHide, done, onDone);
  return (
    <ConfirmDialog
      show
      title={title}
      confirmLabel={confirmLabel}
      variant={variant}
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
  const reason = useRequiredText();
  const submit = () => {
    const text = reason.take();
    if (text) void decision.run(() => onSubmit(text));
  };
  return (
    <FormDialog
      onHide={onHide}
      title={title}
      submitLabel={submitLabel}
      onSubmit={submit}
      submitting={pending}
      testId={testId}
      error={decision.error}
    >
      {children}
      <RequiredTextField id={`${testId}-reason`} label={label} text={reason} message={requiredText} />
    </FormDialog>
  );
}

/** A text the user must give: what is typed, and whether an empty one was refused (cleared by typing). */
export function useRequiredText() {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  return {
    value,
    invalid,
    change: (next: string) => {
      setValue(next);
      if (next.trim()) setInvalid(false);
    },
    /** The text, trimmed; null (and the field marked) when there is none. */
    take: () => {
      const text = value.trim();
      if (!text) setInvalid(true);
      return text || null;
    },
    clear: () => setValue(''),
  };
}

/** The field of a required text: a text area, its label marked required, the message while it is empty. */
export function RequiredTextField({
  id,
  label,
  text,
  message,
  maxLength = 500,
  className,
}: {
  id: string;
  label: string;
  text: ReturnType<typeof useRequiredText>;
  message: string;
  maxLength?: number;
  className?: string;
}) {
  return (
    <Form.Group controlId={id} className={className}>
      <Form.Label>
        <RequiredLabel>{label}</RequiredLabel>
      </Form.Label>
      <Form.Control
        as="textarea"
        rows={3}
        maxLength={maxLength}
        value={text.value}
        aria-required="true"
        isInvalid={text.invalid}
        aria-describedby={text.invalid ? `${id}-error` : undefined}
        onChange={(e) => text.change(e.target.value)}
      />
      <Form.Control.Feedback type="invalid" id={`${id}-error`}>
        {message}
      </Form.Control.Feedback>
    </Form.Group>
  );
}
