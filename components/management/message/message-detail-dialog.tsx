'use client';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button, Form } from 'react-bootstrap';
import { showMessage } from '@/components/layout/site-footer';
import { RequiredTextField, useRequiredText } from '@/components/ui/decision-dialogs';
import { BlobImage } from '@/components/ui/detail-dialog';
import { ListAlert } from '@/components/ui/list-screen';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDateTime } from '@/lib/format';
import { useMarkMessageRead, useMessage, useMessageImage, useReplyMessage, type MessageRow } from '@/lib/api/message';
import { RequestStatusBadge } from '@/components/management/requests/request-status';
import { RequestDetailDialog } from '@/components/management/requests/request-detail-dialog';
import type { RequestDetailProps } from '@/components/management/requests/request-dialogs';
import { ParentAnswered } from './message-columns';

/**
 * One parent's message as a request's record, with its thread of replies: staff answer a message rather than decide
 * it, so its foot marks it read and its body takes a reply.
 */
export function MessageDetailDialog({
  id,
  canAnswer,
  ...record
}: RequestDetailProps<MessageRow> & { canAnswer: boolean }) {
  const t = useTranslations('message');
  const errorText = useErrorText();
  const message = useMessage(id);
  const m = message.data;
  const markRead = useMarkMessageRead();
  const reply = useReplyMessage();
  const content = useRequiredText();
  const [replyError, setReplyError] = useState<string | null>(null);

  const send = async () => {
    setReplyError(null);
    const text = content.take();
    if (!text) return;
    try {
      await reply.mutateAsync({ id, content: text });
      content.clear();
      showMessage(t('replied'), 'success');
    } catch (e) {
      setReplyError(errorText(e));
    }
  };
  const read = () =>
    markRead.mutateAsync(id).then(
      () => showMessage(t('markedRead'), 'success'),
      (e) => showMessage(errorText(e), 'danger'),
    );

  return (
    <RequestDetailDialog
      ns="message"
      read={message}
      waiting={() => false}
      {...record}
      title={m ? t('detailTitle', { name: m.student_name }) : t('detailTitleEmpty')}
      footer={
        canAnswer &&
        (m?.status === 'unread' || m?.awaiting_staff) && (
          <Button
            variant="outline-success"
            onClick={() => void read()}
            disabled={markRead.isPending}
            data-testid="message-mark-read"
          >
            <i className="bi bi-check2-all me-1" aria-hidden="true" />
            {t('markRead')}
          </Button>
        )
      }
    >
      {m && (
        <>
          <p className="small text-body-secondary mb-2">
            {m.class_name && `${m.class_name} · `}
            {t(`recipients.${m.recipient}`)} · {t(`categories.${m.category}`)} ·{' '}
            <RequestStatusBadge ns="message" status={m.status} />
            {m.awaiting_staff && <ParentAnswered />}
          </p>
          <ol className="list-unstyled mb-3" aria-label={t('thread')} data-testid="message-thread">
            <li className="border rounded p-2 mb-2 bg-body-tertiary">
              <div className="small text-body-secondary">
                {m.created_by_name} · {formatDateTime(m.created_at)}
              </div>
              <div style={{ whiteSpace: 'pre-wrap' }}>{m.content}</div>
              {m.has_image && <MessageImage message={m} />}
            </li>
            {m.replies.map((r) =>
              r.author_kind === 'parent' ? (
                // The family's answer in the thread: on the parent's side, like their message, and said to be theirs.
                <li
                  key={r.id}
                  className="border border-primary-subtle rounded p-2 mb-2 me-4 bg-primary-subtle"
                  data-testid="message-reply"
                  data-author="parent"
                >
                  <div className="small text-body-secondary">
                    <span className="fw-semibold text-body">{t('parentReplyBy', { name: r.author_name ?? '' })}</span> ·{' '}
                    {formatDateTime(r.created_at)}
                  </div>
                  <div style={{ whiteSpace: 'pre-wrap' }}>{r.content}</div>
                </li>
              ) : (
                <li key={r.id} className="border rounded p-2 mb-2 ms-4" data-testid="message-reply" data-author="staff">
                  <div className="small text-body-secondary">
                    {r.author_name} · {formatDateTime(r.created_at)}
                  </div>
                  <div style={{ whiteSpace: 'pre-wrap' }}>{r.content}</div>
                </li>
              ),
            )}
          </ol>
          {m.read_at && (
            <p className="small text-body-secondary">
              {t('readBy', { name: m.read_by_name ?? '', at: formatDateTime(m.read_at) })}
            </p>
          )}
          {canAnswer && m.status !== 'cancelled' && (
            <Form
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void send();
              }}
            >
              <ListAlert text={replyError} />
              <RequiredTextField
                id="message-reply-content"
                label={t('replyLabel')}
                text={content}
                message={t('replyRequired')}
                maxLength={2000}
                className="mb-2"
              />
              <Button
                type="submit"
                disabled={reply.isPending}
                style={{ minHeight: 44 }}
                data-testid="message-reply-send"
              >
                <i className="bi bi-send me-1" aria-hidden="true" />
                {t('sendReply')}
              </Button>
            </Form>
          )}
        </>
      )}
    </RequestDetailDialog>
  );
}

/** The parent's picture, fetched through the API with the token. */
function MessageImage({ message }: { message: MessageRow }) {
  const t = useTranslations('message');
  const file = useMessageImage(message.id, true);
  return (
    <BlobImage
      blob={file.data}
      alt={t('imageAlt', { name: message.student_name })}
      className="d-block img-fluid rounded border mt-2"
      style={{ maxHeight: 320 }}
    />
  );
}
