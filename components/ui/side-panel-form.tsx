'use client';
import type { CSSProperties, FormEvent, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Offcanvas } from 'react-bootstrap';
import { SubmitButton, submitOnEnter } from './form-dialog';

/**
 * A form in a side panel on the same page, for forms too wide for a dialog (the rights matrix, a user's schools).
 * Behaves as FormDialog does: Enter submits, except inside a select, a textarea, a button or a rich-text editor.
 * Full width on phones.
 */
export function SidePanelForm({
  show,
  onHide,
  title,
  submitLabel,
  onSubmit,
  submitting,
  children,
  testId,
  width = 720,
}: {
  show: boolean;
  onHide: () => void;
  title: ReactNode;
  submitLabel?: ReactNode;
  onSubmit?: (event?: FormEvent) => void;
  submitting?: boolean;
  children: ReactNode;
  testId: string;
  width?: number;
}) {
  const t = useTranslations('common');
  return (
    <Offcanvas
      show={show}
      onHide={onHide}
      placement="end"
      style={{ '--bs-offcanvas-width': `min(100vw, ${width}px)` } as CSSProperties}
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
    >
      <form
        noValidate
        className="d-flex flex-column h-100"
        onKeyDown={submitOnEnter(onSubmit)}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.(event);
        }}
      >
        <Offcanvas.Header closeButton closeLabel={t('close')} className="border-bottom">
          <Offcanvas.Title as="h2" className="h5" id={`${testId}-title`}>
            {title}
          </Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body className="flex-grow-1 overflow-auto">{children}</Offcanvas.Body>
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
      </form>
    </Offcanvas>
  );
}
