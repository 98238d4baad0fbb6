import { describe, expect, it } from 'vitest';
import { checkAnswers } from '@/lib/survey-answers';
import { tallyQuestion } from '@/lib/survey-tally';
import type { SurveyQuestion } from '@/lib/survey-values';

const q = (over: Partial<SurveyQuestion>): SurveyQuestion => ({ id: 'q', type: 'single', title: 'Câu', required: false, options: [], allow_other: false, rows: [], ...over });
const single = q({ id: 's', type: 'single', required: true, options: ['Có', 'Không'], allow_other: true });
const multiple = q({ id: 'm', type: 'multiple', options: ['A', 'B', 'C'] });
const rating = q({ id: 'r', type: 'rating', required: true });
const grid = q({ id: 'g', type: 'grid', required: true, options: ['Tốt', 'Chưa tốt'], rows: ['Ăn', 'Ngủ'] });
const text = q({ id: 't', type: 'text' });
const all = [single, multiple, rating, grid, text];

const errorOf = (answers: { question_id: string; value: unknown }[]) => {
  const r = checkAnswers(all, answers as never);
  return r.ok ? null : r.error;
};
const valid = [
  { question_id: 's', value: 'Có' },
  { question_id: 'r', value: 5 },
  { question_id: 'g', value: { Ăn: 'Tốt', Ngủ: 'Chưa tốt' } },
];

describe('checkAnswers', () => {
  it('accepts a whole set, keeps options in the question’s order and leaves out empty optional answers', () => {
    const r = checkAnswers(all, [...valid, { question_id: 'm', value: ['C', 'A'] }, { question_id: 't', value: '  ' }]);
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.values.get('m')).toEqual(['A', 'C']);
      expect(r.values.has('t')).toBe(false);
    }
  });
  it('takes another answer for a single choice only where "other" is allowed', () => {
    expect(errorOf([...valid.slice(1), { question_id: 's', value: 'Ông bà đón' }])).toBeNull();
    const strict = [q({ id: 'x', type: 'single', options: ['Có', 'Không'] })];
    expect(checkAnswers(strict, [{ question_id: 'x', value: 'Khác' }])).toMatchObject({ ok: false, error: { key: 'errors.survey_option_invalid' } });
  });
  it('names what is wrong and which question', () => {
    expect(errorOf(valid.slice(1))).toEqual({ key: 'errors.survey_answer_required', question_id: 's' });
    expect(errorOf([valid[0], { question_id: 'r', value: 6 }, valid[2]])).toEqual({ key: 'errors.survey_rating_range', question_id: 'r' });
    expect(errorOf([valid[0], { question_id: 'r', value: 3.5 }, valid[2]])?.key).toBe('errors.survey_answer_shape');
    expect(errorOf([...valid, { question_id: 'm', value: ['D'] }])?.key).toBe('errors.survey_option_invalid');
    expect(errorOf([valid[0], valid[1], { question_id: 'g', value: { Ăn: 'Tốt' } }])?.key).toBe('errors.survey_answer_required');
    expect(errorOf([valid[0], valid[1], { question_id: 'g', value: { Chơi: 'Tốt', Ăn: 'Tốt', Ngủ: 'Tốt' } }])?.key).toBe('errors.survey_option_invalid');
    expect(errorOf([...valid, { question_id: 'nope', value: 'x' }])?.key).toBe('errors.survey_question_unknown');
    expect(errorOf([...valid, valid[0]])?.key).toBe('errors.survey_question_unknown');
  });
});

describe('tallyQuestion', () => {
  it('counts options, "other" answers, ratings with their average and a grid per row', () => {
    expect(tallyQuestion(single, ['Có', 'Có', 'Đi bộ'])).toMatchObject({ counts: { Có: 2, Không: 0 }, other: ['Đi bộ'], answered: 3 });
    expect(tallyQuestion(rating, [5, 4, 4])).toMatchObject({ counts: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 }, average: 4.33 });
    expect(tallyQuestion(rating, []).average).toBeNull();
    expect(tallyQuestion(grid, [{ Ăn: 'Tốt', Ngủ: 'Tốt' }, { Ăn: 'Chưa tốt' }]).grid).toEqual({ Ăn: { Tốt: 1, 'Chưa tốt': 1 }, Ngủ: { Tốt: 1, 'Chưa tốt': 0 } });
    expect(tallyQuestion(text, ['Hay', 'Tốt']).texts).toEqual(['Hay', 'Tốt']);
  });
});
