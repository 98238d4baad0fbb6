'use client';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Modal, Spinner } from 'react-bootstrap';
import { Dialog } from './dialog';

/** A yes/no question before an action that cannot be taken back (delete, lock, reset a password…). */
export function ConfirmDialog({
  show,
  title,
  children,
  confirmLabel,
  variant = 'danger',
  pending,
  error,
  onConfirm,
  onHide,
  testId,
}: {
  show: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  variant?: 'danger' | 'primary' | 'warning';
  pending?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onHide: () => void;
  testId: string;
}) {
  const t = useTranslations('common');
  return (
    <Dialog show={show} onHide={onHide} centered testId={testId} title={title}>
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
        <Button variant={variant} onClick={onConfirm} disabled={pending} data-testid={`${testId}-confirm`}>
          {pending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {confirmLabel}
        </Button>
      </Modal.Footer>
    </Dialog>
  );
}
