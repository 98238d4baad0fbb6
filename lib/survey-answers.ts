import { MAX_LONG_TEXT, MAX_SHORT_TEXT, RATING_MAX, RATING_MIN, type SurveyQuestion } from './survey-values';

// Checks a family's answers against the survey's questions: the value's shape follows the type (a string for a
// single choice and texts, an array for a multiple choice, a number for a rating, {row: option} for a grid),
// required questions are answered, options are the ones offered (or "other" text where allowed), ratings 1–5.
// Pure, so that the parents' API and the unit tests check answers alike.

export type AnswerValue = string | number | string[] | Record<string, string> | null;
export type AnswerError = { key: string; question_id: string | null };
export type CheckedAnswers = { ok: true; values: Map<string, AnswerValue> } | { ok: false; error: AnswerError };

const empty = (v: AnswerValue | undefined) =>
  v === undefined ||
  v === null ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);

/** The one answer's value in its stored form, or the key of what is wrong with it. */
function checkOne(q: SurveyQuestion, value: AnswerValue): { value: AnswerValue } | { key: string } {
  switch (q.type) {
    case 'single': {
      if (typeof value !== 'string') return { key: 'errors.survey_answer_shape' };
      const v = value.trim();
      if (!q.options.includes(v) && !q.allow_other) return { key: 'errors.survey_option_invalid' };
      if (v.length > MAX_SHORT_TEXT) return { key: 'errors.survey_answer_too_long' };
      return { value: v };
    }
    case 'multiple': {
      if (!Array.isArray(value) || value.some((o) => typeof o !== 'string')) return { key: 'errors.survey_answer_shape' };
      if (value.some((o) => !q.options.includes(o))) return { key: 'errors.survey_option_invalid' };
      return { value: q.options.filter((o) => value.includes(o)) };
    }
    case 'text':
    case 'long_text': {
      if (typeof value !== 'string') return { key: 'errors.survey_answer_shape' };
      const v = value.trim();
      if (v.length > (q.type === 'text' ? MAX_SHORT_TEXT : MAX_LONG_TEXT)) return { key: 'errors.survey_answer_too_long' };
      return { value: v };
    }
    case 'rating': {
      if (typeof value !== 'number' || !Number.isInteger(value)) return { key: 'errors.survey_answer_shape' };
      if (value < RATING_MIN || value > RATING_MAX) return { key: 'errors.survey_rating_range' };
      return { value };
    }
    case 'grid': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return { key: 'errors.survey_answer_shape' };
      const entries = Object.entries(value);
      if (entries.some(([row, option]) => !q.rows.includes(row) || typeof option !== 'string' || !q.options.includes(option))) {
        return { key: 'errors.survey_option_invalid' };
      }
      if (q.required && q.rows.some((row) => !(row in value))) return { key: 'errors.survey_answer_required' };
      return { value: Object.fromEntries(q.rows.filter((r) => r in value).map((r) => [r, value[r]])) };
    }
  }
}

/** Every answer checked against the questions; unanswered optional questions are simply left out. */
export function checkAnswers(questions: SurveyQuestion[], answers: { question_id: string; value: AnswerValue }[]): CheckedAnswers {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<string, AnswerValue>();
  for (const a of answers) {
    if (!byId.has(a.question_id) || given.has(a.question_id)) return { ok: false, error: { key: 'errors.survey_question_unknown', question_id: a.question_id } };
    given.set(a.question_id, a.value);
  }
  const values = new Map<string, AnswerValue>();
  for (const q of questions) {
    const value = given.get(q.id);
    if (empty(value)) {
      if (q.required) return { ok: false, error: { key: 'errors.survey_answer_required', question_id: q.id } };
      continue;
    }
    const checked = checkOne(q, value as AnswerValue);
    if ('key' in checked) return { ok: false, error: { key: checked.key, question_id: q.id } };
    values.set(q.id, checked.value);
  }
  return { ok: true, values };
}
