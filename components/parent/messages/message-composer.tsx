'use client';
import { useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { parentMutate, parentUpload } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';
import { MESSAGE_CATEGORIES, MESSAGE_RECIPIENTS } from '@/lib/request-values';

/**
 * A new message about the child on screen, to the class teacher or the school: a topic, the text and an optional
 * picture (POST /api/app/messages/create, then /api/app/messages/upload-image/{id}); the page then re-renders.
 */
export function MessageComposer({ studentId, childName }: { studentId: string; childName: string }) {
  const t = useTranslations('parentMessages');
  const errorText = useErrorText();
  const router = useRouter();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [, startRefresh] = useTransition();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const content = String(data.get('content') ?? '').trim();
    if (!content) {
      setError(t('contentRequired'));
      return;
    }
    const file = data.get('image');
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const created = await parentMutate('post', 'messages/create', {
        student_id: studentId,
        recipient: data.get('recipient'),
        category: data.get('category'),
        content,
      });
      // A message to the teacher of a class with no teacher went to the school: the answer says so.
      const toSchool = (created.data as { recipient?: string } | undefined)?.recipient === 'school' && data.get('recipient') === 'teacher';
      let message = toSchool && created.text ? created.text : t('sent');
      if (file instanceof File && file.size > 0) {
        try {
          await parentUpload(`messages/upload-image/${created.id}`, file);
        } catch (e) {
          message = t('imageFailed', { error: errorText(e) });
        }
      }
      form.current?.reset();
      setOpen(false);
      setDone(message);
      startRefresh(() => router.refresh());
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mb-3">
      {done && (
        <p className="alert alert-success py-2" role="status" data-testid="parent-message-done">
          {done}
        </p>
      )}
      {!open ? (
        <button
          type="button"
          className="btn btn-primary w-100 parent-msg-write"
          onClick={() => {
            setOpen(true);
            setDone(null);
          }}
          data-testid="parent-message-write"
        >
          <i className="bi bi-pencil-square me-2" aria-hidden="true" />
          {t('write')}
        </button>
      ) : (
        <form
          ref={form}
          className="parent-card"
          onSubmit={submit}
          noValidate
          aria-labelledby={`${id}-title`}
          data-testid="parent-message-form"
        >
          <h2 id={`${id}-title`} className="h6 fw-semibold mb-3">
            {t('newTitle', { name: childName })}
          </h2>
          {error && (
            <p className="alert alert-danger py-2" role="alert" data-testid="parent-message-error">
              {error}
            </p>
          )}
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-1">{t('recipient')}</legend>
            <div className="d-flex flex-wrap gap-3">
              {MESSAGE_RECIPIENTS.map((r, i) => (
                <div className="form-check" key={r}>
                  <input
                    className="form-check-input"
                    type="radio"
                    name="recipient"
                    id={`${id}-to-${r}`}
                    value={r}
                    defaultChecked={i === 0}
                  />
                  <label className="form-check-label" htmlFor={`${id}-to-${r}`}>
                    {t(`recipients.${r}`)}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
          <div className="mb-3">
            <label className="form-label" htmlFor={`${id}-category`}>
              {t('category')}
            </label>
            <select className="form-select" id={`${id}-category`} name="category" defaultValue="other">
              {MESSAGE_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`categories.${c}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor={`${id}-content`}>
              {t('content')}
            </label>
            <textarea className="form-control" id={`${id}-content`} name="content" rows={4} maxLength={2000} required />
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor={`${id}-image`}>
              {t('image')}
            </label>
            <input className="form-control" type="file" id={`${id}-image`} name="image" accept="image/*" />
          </div>
          <div className="d-flex gap-2">
            <button
              type="submit"
              className="btn btn-primary flex-grow-1"
              disabled={busy}
              data-testid="parent-message-send"
            >
              <i className="bi bi-send me-2" aria-hidden="true" />
              {busy ? t('sending') : t('send')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => setOpen(false)} disabled={busy}>
              {t('close')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
