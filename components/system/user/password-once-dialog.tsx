'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, InputGroup, Modal, Form } from 'react-bootstrap';
import { Dialog } from '@/components/ui/dialog';

/** Shows a new password this once: it is kept nowhere (only its hash is stored) and is gone when closed. */
export function PasswordOnceDialog({
  result,
  onHide,
}: {
  result: { name: string; password: string } | null;
  onHide: () => void;
}) {
  const t = useTranslations('userAdmin');
  const tc = useTranslations('common');
  const [copied, setCopied] = useState(false);
  const hide = () => {
    setCopied(false);
    onHide();
  };
  const copy = async () => {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(result.password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Dialog
      show={!!result}
      onHide={hide}
      centered
      backdrop="static"
      testId="password-once"
      title={t('newPasswordTitle')}
    >
      <Modal.Body>
        <Alert variant="warning">{t('newPasswordOnce', { name: result?.name ?? '' })}</Alert>
        <Form.Group controlId="password-once-value">
          <Form.Label>{t('password')}</Form.Label>
          <InputGroup>
            <Form.Control
              readOnly
              value={result?.password ?? ''}
              className="font-monospace fs-5"
              onFocus={(e) => e.target.select()}
              data-testid="password-once-value"
            />
            <Button variant="outline-secondary" onClick={() => void copy()}>
              <i className={`bi ${copied ? 'bi-check2' : 'bi-clipboard'} me-1`} aria-hidden="true" />
              {copied ? t('copied') : t('copy')}
            </Button>
          </InputGroup>
        </Form.Group>
        <span className="visually-hidden" aria-live="polite">
          {copied ? t('copied') : ''}
        </span>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={hide}>{tc('close')}</Button>
      </Modal.Footer>
    </Dialog>
  );
}
