'use client';
import { useId, useState, useTransition, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useRouter } from '@/lib/i18n/navigation';
import { parentMutate } from '@/lib/api/parent-client';
import { useErrorText } from '@/lib/api/use-error-text';
import { formatDate } from '@/lib/format';
import type { AnswerValue } from '@/lib/survey-answers';
import { RATING_MAX, RATING_MIN, type SurveyQuestion } from '@/lib/survey-values';

/** A survey as the parents' app shows it for the child on screen (GET /api/app/surveys, the child's entry). */
export type ChildSurvey = {
  id: string;
  title: string;
  description: string;
  closes_at: string;
  answered_at: string | null;
  answers: Record<string, AnswerValue>;
  questions: SurveyQuestion[];
};

const OTHER = '\u0000other';
const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** An answer as words: options joined, a grid's rows, a rating out of five. */
function answerText(
  q: SurveyQuestion,
  v: AnswerValue | undefined,
  t: ReturnType<typeof useTranslations<'parentSurveys'>>,
) {
  if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) return t('noAnswer');
  if (Array.isArray(v)) return v.join(', ');
  if (typeof v === 'number') return t('rating', { n: v });
  if (typeof v === 'object')
    return q.rows
      .filter((r) => r in v)
      .map((r) => `${r}: ${v[r]}`)
      .join('; ');
  return v;
}

/** Sends a survey's answers; the parents' app by default, the staff screen passes its own (POST /Survey/answer). */
export type SaveAnswers = (answers: { question_id: string; value: AnswerValue }[]) => Promise<unknown>;

/**
 * One open survey for the child on screen (or, on the staff screen, for the staff member): its state (answered on a
 * day, or not yet), the answers given, and the form that answers it or changes the answers
 * (POST /api/app/surveys/answer, or `save`: answering again replaces them).
 */
export function SurveyCard({
  survey: s,
  studentId,
  save,
  frame = 'parent-card',
}: {
  survey: ChildSurvey;
  studentId?: string;
  save?: SaveAnswers;
  frame?: string;
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

  function valueOf(q: SurveyQuestion, data: FormData): AnswerValue {
    const name = `q-${q.id}`;
    switch (q.type) {
      case 'single': {
        const v = String(data.get(name) ?? '');
        return v === OTHER ? String(data.get(`${name}-other`) ?? '').trim() : v;
      }
      case 'multiple':
        return data.getAll(name).map(String);
      case 'rating': {
        const v = data.get(name);
        return v === null ? null : Number(v);
      }
      case 'grid':
        return Object.fromEntries(
          q.rows.flatMap((row, i) => {
            const v = data.get(`${name}-${i}`);
            return v === null ? [] : [[row, String(v)]];
          }),
        );
      default:
        return String(data.get(name) ?? '').trim();
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const answers = s.questions.map((q) => ({ question_id: q.id, value: valueOf(q, data) }));
    const missing = s.questions.find((q, i) => {
      const v = answers[i].value;
      const empty =
        v === null ||
        v === '' ||
        (Array.isArray(v) && v.length === 0) ||
        (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length < q.rows.length);
      return q.required && empty;
    });
    if (missing) {
      setError(t('requiredMissing', { title: missing.title }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      if (save) await save(answers);
      else await parentMutate('post', 'surveys/answer', { survey_id: s.id, student_id: studentId, answers });
      setOpen(false);
      setDone(t('saved'));
      startRefresh(() => router.refresh());
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className={frame} aria-labelledby={`${id}-title`} data-testid="parent-survey">
      <h2 id={`${id}-title`} className="h6 fw-semibold mb-1">
        {s.title}
      </h2>
      {s.description && <p className="parent-sv-text mb-1">{s.description}</p>}
      <p className="small text-body-secondary mb-2">
        {t('closes', { date: formatDate(s.closes_at) })} ·{' '}
        <span className={s.answered_at ? 'text-success fw-semibold' : 'fw-semibold'} data-testid="parent-survey-state">
          {s.answered_at ? t('answeredOn', { date: formatDate(s.answered_at) }) : t('notAnswered')}
        </span>
      </p>
      {done && (
        <p className="text-success small mb-2" role="status">
          {done}
        </p>
      )}
      {s.answered_at && !open && (
        <div className="mb-2" data-testid="parent-survey-answers">
          <h3 className="h6 small fw-semibold mb-1">{t('yourAnswers')}</h3>
          <dl className="parent-sv-answers">
            {s.questions.map((q) => (
              <div key={q.id}>
                <dt>{q.title}</dt>
                <dd>{answerText(q, s.answers[q.id], t)}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      {!open ? (
        <button
          type="button"
          className={`btn btn-sm ${s.answered_at ? 'btn-outline-primary' : 'btn-primary'} parent-sv-action`}
          onClick={() => {
            setOpen(true);
            setDone(null);
          }}
          data-testid="parent-survey-open"
        >
          {s.answered_at ? t('change') : t('answer')}
        </button>
      ) : (
        <form onSubmit={submit} noValidate data-testid="parent-survey-form">
          {error && (
            <p className="alert alert-danger py-2" role="alert">
              {error}
            </p>
          )}
          {s.questions.map((q) => (
            <Question key={q.id} q={q} name={`q-${q.id}`} value={s.answers[q.id]} />
          ))}
          <div className="d-flex gap-2">
            <button
              type="submit"
              className="btn btn-primary flex-grow-1"
              disabled={busy}
              data-testid="parent-survey-submit"
            >
              {busy ? t('saving') : t('submit')}
            </button>
            <button type="button" className="btn btn-outline-secondary" disabled={busy} onClick={() => setOpen(false)}>
              {t('close')}
            </button>
          </div>
        </form>
      )}
    </article>
  );
}

/** One question's inputs, prefilled with the answer given before. */
function Question({ q, name, value }: { q: SurveyQuestion; name: string; value: AnswerValue | undefined }) {
  const t = useTranslations('parentSurveys');
  const id = useId();
  const title = (
    <>
      {q.title}
      {q.required && (
        <span className="text-danger">
          {' '}
          * <span className="visually-hidden">({t('required')})</span>
        </span>
      )}
    </>
  );
  if (q.type === 'text' || q.type === 'long_text') {
    const text = typeof value === 'string' ? value : '';
    return (
      <div className="mb-3">
        <label className="form-label fw-semibold" htmlFor={id}>
          {title}
        </label>
        {q.type === 'text' ? (
          <input
            className="form-control"
            id={id}
            name={name}
            defaultValue={text}
            maxLength={200}
            required={q.required}
          />
        ) : (
          <textarea
            className="form-control"
            id={id}
            name={name}
            defaultValue={text}
            rows={3}
            maxLength={2000}
            required={q.required}
          />
        )}
      </div>
    );
  }
  if (q.type === 'grid') {
    const given = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
    return (
      <fieldset className="mb-3">
        <legend className="form-label fw-semibold fs-6">{title}</legend>
        {q.rows.map((row, i) => (
          <fieldset key={row} className="parent-sv-grid-row">
            <legend className="small mb-1">{row}</legend>
            <div className="parent-sv-choices">
              {q.options.map((o, j) => (
                <div className="form-check" key={o}>
                  <input
                    className="form-check-input"
                    type="radio"
                    name={`${name}-${i}`}
                    id={`${id}-${i}-${j}`}
                    value={o}
                    defaultChecked={given[row] === o}
                  />
                  <label className="form-check-label" htmlFor={`${id}-${i}-${j}`}>
                    {o}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
        ))}
      </fieldset>
    );
  }
  if (q.type === 'rating') {
    return (
      <fieldset className="mb-3">
        <legend className="form-label fw-semibold fs-6">{title}</legend>
        <div className="parent-sv-rating">
          {RATINGS.map((n) => (
            <span key={n}>
              <input
                className="btn-check"
                type="radio"
                name={name}
                id={`${id}-${n}`}
                value={n}
                defaultChecked={value === n}
              />
              <label className="btn btn-outline-primary" htmlFor={`${id}-${n}`} aria-label={t('rating', { n })}>
                {n}
              </label>
            </span>
          ))}
        </div>
      </fieldset>
    );
  }
  const multiple = q.type === 'multiple';
  const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  const other = !multiple && typeof value === 'string' && value !== '' && !q.options.includes(value) ? value : '';
  return (
    <fieldset className="mb-3">
      <legend className="form-label fw-semibold fs-6">{title}</legend>
      {q.options.map((o, j) => (
        <div className="form-check" key={o}>
          <input
            className="form-check-input"
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            id={`${id}-${j}`}
            value={o}
            defaultChecked={chosen.includes(o)}
          />
          <label className="form-check-label" htmlFor={`${id}-${j}`}>
            {o}
          </label>
        </div>
      ))}
      {!multiple && q.allow_other && (
        <div className="form-check">
          <input
            className="form-check-input"
            type="radio"
            name={name}
            id={`${id}-other`}
            value={OTHER}
            defaultChecked={other !== ''}
          />
          <label className="form-check-label" htmlFor={`${id}-other`}>
            {t('other')}
          </label>
          <input
            className="form-control form-control-sm mt-1"
            name={`${name}-other`}
            aria-label={t('otherText')}
            defaultValue={other}
            maxLength={200}
          />
        </div>
      )}
    </fieldset>
  );
}
