'use client';
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { parentMutate } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';

/** The parent's short note on a day's book (POST /api/app/contact-book/reply): it reaches the class's teachers. */
export function BookReply({ studentId, date }: { studentId: string; date: string }) {
  const t = useTranslations('parentContactBook');
  const errorText = useErrorText();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const content = String(new FormData(form).get('content') ?? '').trim();
    if (!content) {
      setError(t('required'));
      return;
    }
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await parentMutate('post', 'contact-book/reply', { student_id: studentId, date, content });
      form.reset();
      setDone(true);
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="parent-card" onSubmit={(e) => void submit(e)} noValidate data-testid="parent-book-reply">
      <label className="form-label fw-semibold" htmlFor={`${id}-content`}>
        {t('replyLabel')}
      </label>
      <textarea
        className="form-control mb-1"
        id={`${id}-content`}
        name="content"
        rows={2}
        maxLength={500}
        aria-describedby={`${id}-hint`}
        required
      />
      <div id={`${id}-hint`} className="form-text mb-2">
        {t('replyHint')}
      </div>
      {error && (
        <div className="alert alert-danger py-2" role="alert">
          {error}
        </div>
      )}
      {done && (
        <div className="alert alert-success py-2" role="status" data-testid="parent-book-replied">
          {t('replied')}
        </div>
      )}
      <button type="submit" className="btn btn-primary w-100" disabled={busy} data-testid="parent-book-reply-send">
        <i className="bi bi-send me-2" aria-hidden="true" />
        {busy ? t('sending') : t('send')}
      </button>
    </form>
  );
}
