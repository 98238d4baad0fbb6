'use client';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Alert, Button, Form, Modal, Spinner } from 'react-bootstrap';
import { showMessage } from '@/components/layout/site-footer';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDateTime } from '@/lib/format';
import { useMarkMessageRead, useMessage, useMessageImage, useReplyMessage, type MessageRow } from '@/lib/api/message';
import { MessageStatusBadge } from './message-bits';

/** One parent's message with its thread of replies; staff mark it read and answer. */
export function MessageDetailDialog({ id, canAnswer, onHide }: { id: string; canAnswer: boolean; onHide: () => void }) {
  const t = useTranslations('message');
  const tc = useTranslations('common');
  const errorText = useErrorText();
  const { data: m, error, isLoading } = useMessage(id);
  const markRead = useMarkMessageRead();
  const reply = useReplyMessage();
  const [content, setContent] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [replyError, setReplyError] = useState<string | null>(null);

  const send = async () => {
    setReplyError(null);
    if (!content.trim()) {
      setInvalid(true);
      return;
    }
    try {
      await reply.mutateAsync({ id, content: content.trim() });
      setContent('');
      showMessage(t('replied'), 'success');
    } catch (e) {
      setReplyError(errorText(e));
    }
  };
  const read = async () => {
    try {
      await markRead.mutateAsync(id);
      showMessage(t('markedRead'), 'success');
    } catch (e) {
      showMessage(errorText(e), 'danger');
    }
  };

  return (
    <Modal show onHide={onHide} size="lg" fullscreen="sm-down" aria-labelledby="message-detail-title" data-testid="message-detail">
      <Modal.Header closeButton closeLabel={tc('close')}>
        <Modal.Title as="h2" className="h5" id="message-detail-title">
          {m ? t('detailTitle', { name: m.student_name }) : t('detailTitleEmpty')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {isLoading && (
          <div role="status">
            <Spinner size="sm" aria-hidden="true" /> <span className="visually-hidden">{tc('loading')}</span>
          </div>
        )}
        {error && <Alert variant="danger">{errorText(error)}</Alert>}
        {m && (
          <>
            <p className="small text-body-secondary mb-2">
              {m.class_name && `${m.class_name} · `}
              {t(`recipients.${m.recipient}`)} · {t(`categories.${m.category}`)} · <MessageStatusBadge status={m.status} />
            </p>
            <ol className="list-unstyled mb-3" aria-label={t('thread')} data-testid="message-thread">
              <li className="border rounded p-2 mb-2 bg-body-tertiary">
                <div className="small text-body-secondary">
                  {m.created_by_name} · {formatDateTime(m.created_at)}
                </div>
                <div style={{ whiteSpace: 'pre-wrap' }}>{m.content}</div>
                {m.has_image && <MessageImage message={m} />}
              </li>
              {m.replies.map((r) => (
                <li key={r.id} className="border rounded p-2 mb-2 ms-4" data-testid="message-reply">
                  <div className="small text-body-secondary">
                    {r.author_name} · {formatDateTime(r.created_at)}
                  </div>
                  <div style={{ whiteSpace: 'pre-wrap' }}>{r.content}</div>
                </li>
              ))}
            </ol>
            {m.read_at && (
              <p className="small text-body-secondary">{t('readBy', { name: m.read_by_name ?? '', at: formatDateTime(m.read_at) })}</p>
            )}
            {canAnswer && m.status !== 'cancelled' && (
              <Form
                noValidate
                onSubmit={(e) => {
                  e.preventDefault();
                  void send();
                }}
              >
                {replyError && (
                  <Alert variant="danger" role="alert">
                    {replyError}
                  </Alert>
                )}
                <Form.Group controlId="message-reply-content" className="mb-2">
                  <Form.Label>{t('replyLabel')}</Form.Label>
                  <Form.Control
                    as="textarea"
                    rows={3}
                    maxLength={2000}
                    value={content}
                    aria-required="true"
                    isInvalid={invalid}
                    aria-describedby={invalid ? 'message-reply-error' : undefined}
                    onChange={(e) => {
                      setContent(e.target.value);
                      if (e.target.value.trim()) setInvalid(false);
                    }}
                  />
                  <Form.Control.Feedback type="invalid" id="message-reply-error">
                    {t('replyRequired')}
                  </Form.Control.Feedback>
                </Form.Group>
                <Button type="submit" disabled={reply.isPending} style={{ minHeight: 44 }} data-testid="message-reply-send">
                  <i className="bi bi-send me-1" aria-hidden="true" />
                  {t('sendReply')}
                </Button>
              </Form>
            )}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        {canAnswer && m?.status === 'unread' && (
          <Button variant="outline-success" onClick={() => void read()} disabled={markRead.isPending} data-testid="message-mark-read">
            <i className="bi bi-check2-all me-1" aria-hidden="true" />
            {t('markRead')}
          </Button>
        )}
        <Button variant="secondary" onClick={onHide}>
          {tc('close')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/** The parent's picture, fetched through the API with the token. */
function MessageImage({ message }: { message: MessageRow }) {
  const t = useTranslations('message');
  const file = useMessageImage(message.id, true);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (!file.data || !image.current) return;
    const objectUrl = URL.createObjectURL(file.data);
    image.current.src = objectUrl;
    return () => URL.revokeObjectURL(objectUrl);
  }, [file.data]);
  if (!file.data) return null;
  // eslint-disable-next-line @next/next/no-img-element -- a blob: URL of a private file, not an optimisable asset
  return <img ref={image} alt={t('imageAlt', { name: message.student_name })} className="d-block img-fluid rounded border mt-2" style={{ maxHeight: 320 }} />;
}
