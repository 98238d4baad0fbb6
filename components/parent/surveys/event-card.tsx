'use client';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { parentMutate } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDate, formatDateTime } from '@/lib/format';
import { EVENT_ANSWERS, MAX_REPLY_NOTE, type EventAnswer } from '@/lib/calendar-event-values';

/** An event as the parents' app shows it for the child on screen (GET /api/app/events, the child's reply). */
export type ChildEvent = {
  id: string;
  title: string;
  starts_at: string;
  ends_at: string;
  place: string;
  description: string;
  needs_reply: boolean;
  ended: boolean;
  reply: { answer: EventAnswer; note: string } | null;
};

/** The time an event runs: one day's start and end, or the two days and times. */
function when(e: ChildEvent) {
  const start = formatDateTime(e.starts_at);
  const end = formatDateTime(e.ends_at);
  return formatDate(e.starts_at) === formatDate(e.ends_at) ? `${start} – ${end.slice(11)}` : `${start} – ${end}`;
}

/**
 * One event that concerns the child on screen: when, where, what; where the school asks, the family's reply
 * (going or not going, with a note), given or changed with POST /api/app/events/reply until the event is over.
 */
export function EventCard({
  event: e,
  studentId,
  childName,
}: {
  event: ChildEvent;
  studentId: string;
  childName: string;
}) {
  const t = useTranslations('parentSurveys');
  const errorText = useErrorText();
  const router = useRouter();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [, startRefresh] = useTransition();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const answer = data.get('answer');
    if (!answer) {
      setError(t('replyChoose'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await parentMutate('post', 'events/reply', {
        event_id: e.id,
        student_id: studentId,
        answer,
        note: String(data.get('note') ?? '').trim(),
      });
      setOpen(false);
      setDone(t('replySaved'));
      startRefresh(() => router.refresh());
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  }

  const canReply = e.needs_reply && !e.ended;
  return (
    <article className="parent-card" aria-labelledby={`${id}-title`} data-testid="parent-event">
      <h2 id={`${id}-title`} className="h6 fw-semibold mb-1">
        {e.title}
      </h2>
      <p className="small mb-1">
        <i className="bi bi-calendar-event me-1" aria-hidden="true" />
        {when(e)}
      </p>
      {e.place && (
        <p className="small mb-1">
          <i className="bi bi-geo-alt me-1" aria-hidden="true" />
          {t('place', { place: e.place })}
        </p>
      )}
      {e.description && <p className="parent-sv-text mb-2">{e.description}</p>}
      {e.ended && <p className="small text-body-secondary mb-2">{t('ended')}</p>}
      {e.needs_reply ? (
        <div className="parent-ev-reply mb-2" data-testid="parent-event-reply">
          {e.reply ? (
            <>
              <span className={`badge ${e.reply.answer === 'yes' ? 'text-bg-success' : 'text-bg-secondary'}`}>
                {t('yourReply', { answer: t(`answers.${e.reply.answer}`) })}
              </span>
              {e.reply.note && (
                <p className="parent-sv-text small mt-1 mb-0">{t('noteShown', { note: e.reply.note })}</p>
              )}
            </>
          ) : (
            <span className="badge text-bg-warning">{t('notReplied')}</span>
          )}
        </div>
      ) : (
        <p className="small text-body-secondary mb-2">{t('noReplyNeeded')}</p>
      )}
      {done && (
        <p className="text-success small mb-2" role="status">
          {done}
        </p>
      )}
      {canReply &&
        (!open ? (
          <button
            type="button"
            className={`btn btn-sm ${e.reply ? 'btn-outline-primary' : 'btn-primary'} parent-sv-action`}
            onClick={() => {
              setOpen(true);
              setDone(null);
            }}
            data-testid="parent-event-open"
          >
            {e.reply ? t('changeReply') : t('replySend')}
          </button>
        ) : (
          <form onSubmit={submit} noValidate data-testid="parent-event-form">
            {error && (
              <p className="alert alert-danger py-2" role="alert">
                {error}
              </p>
            )}
            <fieldset className="mb-2">
              <legend className="form-label fw-semibold fs-6">{t('replyLegend', { name: childName })}</legend>
              <div className="parent-sv-choices">
                {EVENT_ANSWERS.map((a) => (
                  <span key={a}>
                    <input
                      className="btn-check"
                      type="radio"
                      name="answer"
                      id={`${id}-${a}`}
                      value={a}
                      defaultChecked={e.reply?.answer === a}
                    />
                    <label
                      className={`btn ${a === 'yes' ? 'btn-outline-success' : 'btn-outline-secondary'}`}
                      htmlFor={`${id}-${a}`}
                    >
                      {t(`answers.${a}`)}
                    </label>
                  </span>
                ))}
              </div>
            </fieldset>
            <div className="mb-2">
              <label className="form-label" htmlFor={`${id}-note`}>
                {t('note')}
              </label>
              <textarea
                className="form-control"
                id={`${id}-note`}
                name="note"
                rows={2}
                maxLength={MAX_REPLY_NOTE}
                defaultValue={e.reply?.note ?? ''}
              />
            </div>
            <div className="d-flex gap-2">
              <button
                type="submit"
                className="btn btn-primary flex-grow-1"
                disabled={busy}
                data-testid="parent-event-submit"
              >
                {t('replySend')}
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                disabled={busy}
                onClick={() => setOpen(false)}
              >
                {t('close')}
              </button>
            </div>
          </form>
        ))}
    </article>
  );
}
