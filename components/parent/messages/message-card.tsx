'use client';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { parentMutate } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDateTime } from '@/lib/format';
import type { MessageRow } from '@/lib/schemas/message';

const STATUS_CLASS: Record<MessageRow['status'], string> = {
  unread: 'text-bg-warning',
  read: 'text-bg-success',
  cancelled: 'text-bg-secondary',
};

/**
 * One of the family's messages with its thread: the school's replies and the family's answers, each saying who
 * wrote it. While nobody has read it, the parent may withdraw it (POST /api/app/messages/cancel); once read, answer
 * in the thread (POST /api/app/messages/reply). The page re-renders after either.
 */
export function MessageCard({ message: m }: { message: MessageRow }) {
  const t = useTranslations('parentMessages');
  const errorText = useErrorText();
  const router = useRouter();
  const id = useId();
  const [mode, setMode] = useState<'idle' | 'answer' | 'withdraw'>('idle');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [, startRefresh] = useTransition();

  async function act(call: () => Promise<unknown>, success: string) {
    setBusy(true);
    setError(null);
    try {
      await call();
      setMode('idle');
      setDone(success);
      startRefresh(() => router.refresh());
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  function answer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const content = String(new FormData(event.currentTarget).get('content') ?? '').trim();
    if (!content) {
      setError(t('answerRequired'));
      return;
    }
    void act(() => parentMutate('post', 'messages/reply', { id: m.id, content }), t('replied'));
  }

  return (
    <article
      className="parent-card parent-msg"
      aria-labelledby={`${id}-head`}
      data-testid="parent-message"
      data-status={m.status}
    >
      <div className="parent-msg-head">
        <h2 id={`${id}-head`} className="parent-msg-meta">
          <span className="visually-hidden">{t('messageOf', { at: formatDateTime(m.created_at) })} · </span>
          {t(`recipients.${m.recipient}`)} ·{' '}
          {t.has(`categories.${m.category}`) ? t(`categories.${m.category}` as never) : m.category}
        </h2>
        <span className={`badge ${STATUS_CLASS[m.status]}`} data-testid="parent-message-status">
          {t(`statuses.${m.status}`)}
        </span>
      </div>
      {m.source === 'staff' && (
        <p className="parent-msg-author mb-1" data-testid="parent-message-from-staff">
          {t('fromStaff', { name: m.created_by_name ?? t('staff') })}
        </p>
      )}
      <p className="parent-msg-text">{m.content}</p>
      {m.has_image && (
        // The picture comes from the parents' API with the session cookie, like every call of this app.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={`/api/app/messages/image?id=${m.id}`}
          alt={t('imageAlt')}
          className="parent-msg-image"
          loading="lazy"
          data-testid="parent-message-image"
        />
      )}
      <p className="parent-msg-time">
        {t('sentAt', { at: formatDateTime(m.created_at) })}
        {m.read_at && ` · ${t('readAt', { at: formatDateTime(m.read_at) })}`}
      </p>
      {m.replies.length > 0 && (
        <ol className="parent-msg-thread" aria-label={t('thread')} data-testid="parent-message-thread">
          {m.replies.map((r) => (
            <li
              key={r.id}
              className={`parent-msg-reply parent-msg-reply-${r.author_kind}`}
              data-testid="parent-message-reply"
              data-author={r.author_kind}
            >
              <div className="parent-msg-author">
                {r.author_kind === 'parent' ? t('you') : r.author_name || t('staff')}
              </div>
              <p className="parent-msg-text mb-1">{r.content}</p>
              <div className="parent-msg-time">{formatDateTime(r.created_at)}</div>
            </li>
          ))}
        </ol>
      )}
      {done && (
        <p className="text-success small mb-2" role="status">
          {done}
        </p>
      )}
      {error && (
        <p className="alert alert-danger py-2 mb-2" role="alert">
          {error}
        </p>
      )}
      {m.status === 'unread' &&
        (mode === 'withdraw' ? (
          <div className="parent-msg-confirm" data-testid="parent-message-withdraw-confirm">
            <p className="mb-2">{t('withdrawConfirm')}</p>
            <div className="d-flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-danger"
                disabled={busy}
                onClick={() => void act(() => parentMutate('post', 'messages/cancel', { id: m.id }), t('withdrawn'))}
              >
                {t('withdrawYes')}
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                disabled={busy}
                onClick={() => setMode('idle')}
              >
                {t('keep')}
              </button>
            </div>
          </div>
        ) : (
          <button
            type="button"
            className="btn btn-outline-danger btn-sm parent-msg-action"
            onClick={() => setMode('withdraw')}
            data-testid="parent-message-withdraw"
          >
            <i className="bi bi-arrow-counterclockwise me-1" aria-hidden="true" />
            {t('withdraw')}
          </button>
        ))}
      {m.status === 'read' &&
        (mode === 'answer' ? (
          <form onSubmit={answer} noValidate data-testid="parent-message-answer-form">
            <label className="form-label" htmlFor={`${id}-answer`}>
              {t('answerLabel')}
            </label>
            <textarea
              className="form-control mb-2"
              id={`${id}-answer`}
              name="content"
              rows={3}
              maxLength={2000}
              required
            />
            <div className="d-flex gap-2">
              <button
                type="submit"
                className="btn btn-primary flex-grow-1"
                disabled={busy}
                data-testid="parent-message-answer-send"
              >
                <i className="bi bi-send me-2" aria-hidden="true" />
                {busy ? t('sending') : t('send')}
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                disabled={busy}
                onClick={() => setMode('idle')}
              >
                {t('close')}
              </button>
            </div>
          </form>
        ) : (
          <button
            type="button"
            className="btn btn-outline-primary btn-sm parent-msg-action"
            onClick={() => {
              setMode('answer');
              setDone(null);
            }}
            data-testid="parent-message-answer"
          >
            <i className="bi bi-reply me-1" aria-hidden="true" />
            {t('answer')}
          </button>
        ))}
    </article>
  );
}
