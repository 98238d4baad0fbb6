'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Modal, Spinner } from 'react-bootstrap';

/** Asks before a change that cannot be undone; a refusal from the server is shown in the dialog itself. */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  onConfirm,
  onHide,
  busy,
  error,
  testId,
}: {
  show: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onHide: () => void;
  busy?: boolean;
  error?: string | null;
  testId: string;
}) {
  const t = useTranslations('common');
  return (
    <Modal show={show} onHide={onHide} centered aria-labelledby={`${testId}-title`} data-testid={testId}>
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title as="h2" className="h5" id={`${testId}-title`}>
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        {children}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onHide}>
          {t('cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy} data-testid={`${testId}-confirm`}>
          {busy && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
