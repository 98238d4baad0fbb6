'use client';
import type { CSSProperties, FormEvent, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Offcanvas, Spinner } from 'react-bootstrap';
import { useErrorText } from '@/lib/api/use-error-text';
import { ListAlert } from './list-parts';
import { EnterForm, SubmitButton } from './form-dialog';

type PanelFormProps = {
  onHide: () => void;
  title: ReactNode;
  submitLabel?: ReactNode;
  /** Without it the panel only shows (its button closes it). */
  onSubmit?: (event?: FormEvent) => void;
  submitting?: boolean;
  children: ReactNode;
  /** The panel's test id; its title is `${testId}-title`, its submit button `${testId}-submit`. */
  testId: string;
  /** Why the save failed, above the form. */
  error?: string | null;
  /** The record the form edits: a spinner instead of the form while it loads, and why it did not load. */
  record?: { loading: boolean; error: unknown };
};

/** The side panel itself, sliding in from the end; full width on phones. Its content is PanelForm. */
export function SidePanel({
  show,
  onHide,
  testId,
  width = 720,
  children,
}: {
  show: boolean;
  onHide: () => void;
  testId: string;
  width?: number;
  children: ReactNode;
}) {
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="end"
      style={{ '--bs-offcanvas-width': `min(100vw, ${width}px)` } as CSSProperties}
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
    >
      {children}
    </Offcanvas>
  );
}

/**
 * The form inside a side panel: title, the scrolling body, cancel and save at the foot. Behaves as FormDialog does:
 * Enter submits, except inside a select, a textarea, a button or a rich-text editor.
 */
export function PanelForm({
  onHide,
  title,
  submitLabel,
  onSubmit,
  submitting,
  children,
  testId,
  error,
  record,
}: PanelFormProps) {
  const t = useTranslations('common');
  const errorText = useErrorText();
  return (
    <EnterForm onSubmit={onSubmit} className="d-flex flex-column h-100">
      <Offcanvas.Header closeButton closeLabel={t('close')} className="border-bottom">
        <Offcanvas.Title as="h2" className="h5" id={`${testId}-title`}>
          {title}
        </Offcanvas.Title>
      </Offcanvas.Header>
      <Offcanvas.Body className="flex-grow-1 overflow-auto">
        <ListAlert text={error} />
        {!!record?.error && <ListAlert text={errorText(record.error)} />}
        {record?.loading && !record.error ? (
          <div className="text-center py-4" role="status">
            <Spinner aria-hidden="true" />
          </div>
        ) : (
          children
        )}
      </Offcanvas.Body>
      <div className="border-top p-3 d-flex flex-wrap justify-content-end gap-2">
        <Button variant="secondary" onClick={onHide}>
          {onSubmit ? t('cancel') : t('close')}
        </Button>
        {onSubmit && (
          <SubmitButton submitting={submitting} testId={`${testId}-submit`}>
            {submitLabel ?? t('save')}
          </SubmitButton>
        )}
      </div>
    </EnterForm>
  );
}

/**
 * A form in a side panel on the same page, for forms too wide for a dialog (the rights matrix, a user's schools).
 * A form that must start afresh at every opening puts its own PanelForm in a SidePanel instead.
 */
export function SidePanelForm({
  show,
  width,
  ...form
}: PanelFormProps & {
  show: boolean;
  width?: number;
}) {
  return (
    <SidePanel show={show} onHide={form.onHide} testId={form.testId} width={width}>
      <PanelForm {...form} />
    </SidePanel>
  );
}
