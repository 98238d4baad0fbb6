'use client';
import type { ComponentProps, FormEvent, KeyboardEvent, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Form, Modal, Spinner } from 'react-bootstrap';
import { CancelFooter, Dialog } from './dialog';
import { ListAlert } from './list-parts';

export { Choices } from './choices';

/**
 * A form's Enter: it submits (spec §2), except inside a rich-text editor, a select, a textarea, a button, a file or
 * colour picker or a combobox, where Enter means something else.
 */
export const submitOnEnter = (onSubmit?: () => void) => (event: KeyboardEvent<HTMLFormElement>) => {
  if (!onSubmit || event.key !== 'Enter' || event.nativeEvent.isComposing) return;
  const target = event.target as HTMLElement;
  if (
    target.closest(
      'select, textarea, button, input[type="file"], input[type="color"], [contenteditable="true"], [data-rich-text], [role="combobox"], [role="listbox"]',
    )
  )
    return;
  event.preventDefault();
  onSubmit();
};

/** A form that submits on Enter (submitOnEnter) and in place (the page does not reload). */
export function EnterForm({
  onSubmit,
  className,
  children,
}: {
  onSubmit?: (event?: FormEvent) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      noValidate
      className={className}
      onKeyDown={submitOnEnter(onSubmit)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit?.(event);
      }}
    >
      {children}
    </form>
  );
}

/** The one dialog every form opens in; Enter submits it (submitOnEnter). */
export function FormDialog({
  show = true,
  onHide,
  title,
  submitLabel,
  onSubmit,
  submitting,
  error,
  children,
  testId,
}: {
  /** A dialog is usually mounted when it opens: shown unless told otherwise. */
  show?: boolean;
  onHide: () => void;
  title: ReactNode;
  submitLabel: ReactNode;
  onSubmit: (event?: FormEvent) => void;
  submitting?: boolean;
  /** Why the save failed, above the form. */
  error?: string | null;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Dialog show={show} onHide={onHide} centered fullscreen="sm-down" testId={testId} title={title}>
      <EnterForm onSubmit={onSubmit}>
        <Modal.Body>
          <ListAlert text={error} />
          {children}
        </Modal.Body>
        <CancelFooter onHide={onHide}>
          <SubmitButton submitting={submitting} testId={testId && `${testId}-submit`}>
            {submitLabel}
          </SubmitButton>
        </CancelFooter>
      </EnterForm>
    </Dialog>
  );
}

/** A form's submit button: off, with a spinner, while the form is being saved. */
export function SubmitButton({
  submitting,
  testId,
  children,
}: {
  submitting?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" disabled={submitting} data-testid={testId}>
      {submitting && <Spinner size="sm" className="me-2" aria-hidden="true" />}
      {children}
    </Button>
  );
}

/** A label with the asterisk that marks a required field (spec §2). */
export function RequiredLabel({ children }: { children: ReactNode }) {
  const t = useTranslations('common');
  return (
    <>
      {children}{' '}
      <span className="text-danger" aria-hidden="true">
        *
      </span>
      <span className="visually-hidden">({t('required')})</span>
    </>
  );
}

/** A form's field: its label (marked when required), the control, and the control's message under it. */
export function FormField({
  id,
  label,
  required = false,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  /** Shown while the control is marked invalid. */
  error?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form.Group className={className} controlId={id}>
      <Form.Label>{required ? <RequiredLabel>{label}</RequiredLabel> : label}</Form.Label>
      {children}
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** A day typed as dd/MM/yyyy (the schemas read it). */
export function DayControl(props: ComponentProps<typeof Form.Control>) {
  return <Form.Control placeholder="dd/MM/yyyy" inputMode="numeric" maxLength={10} {...props} />;
}
