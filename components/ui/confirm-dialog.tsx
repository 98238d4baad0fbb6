'use client';
import type { ReactNode } from 'react';
import { Button, Modal, Spinner } from 'react-bootstrap';
import { CancelFooter, Dialog } from './dialog';
import { ListAlert } from './list-parts';

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
  return (
    <Dialog show={show} onHide={onHide} centered testId={testId} title={title}>
      <Modal.Body>
        <ListAlert text={error} />
        {children}
      </Modal.Body>
      <CancelFooter onHide={onHide}>
        <Button variant={variant} onClick={onConfirm} disabled={pending} data-testid={`${testId}-confirm`}>
          {pending && <Spinner size="sm" className="me-2" aria-hidden="true" />}
          {confirmLabel}
        </Button>
      </CancelFooter>
    </Dialog>
  );
}
