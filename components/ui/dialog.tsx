'use client';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Modal } from 'react-bootstrap';

/**
 * A dialog's frame: Bootstrap's modal named by its title (`${testId}-title` unless `titleId` says otherwise), the
 * title as an h2 with the close button, then the body and footer the dialog brings. Shown unless told otherwise
 * (a dialog is usually mounted when it opens).
 */
export function Dialog({
  show = true,
  testId,
  titleId = testId && `${testId}-title`,
  title,
  children,
  ...modal
}: Omit<ComponentProps<typeof Modal>, 'title'> & {
  testId?: string;
  titleId?: string;
  title: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('common');
  return (
    <Modal show={show} aria-labelledby={titleId} data-testid={testId} {...modal}>
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title as="h2" className="h5" id={titleId}>
          {title}
        </Modal.Title>
      </Modal.Header>
      {children}
    </Modal>
  );
}

/** A question's or a form's foot: Cancel (it closes), then the dialog's own action. */
export function CancelFooter({ onHide, children }: { onHide: () => void; children: ReactNode }) {
  const t = useTranslations('common');
  return (
    <Modal.Footer>
      <Button variant="secondary" onClick={onHide}>
        {t('cancel')}
      </Button>
      {children}
    </Modal.Footer>
  );
}
