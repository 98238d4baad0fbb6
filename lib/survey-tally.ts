import { RATING_MAX, RATING_MIN, type QuestionResult, type SurveyQuestion } from './survey-values';
import type { AnswerValue } from './survey-answers';

// One question's figures from its stored answers: counts per option (or per rating), the rating's average, a grid's
// counts per row, the "other" texts of a single choice and the texts of a text question. Pure: the results call
// and the unit tests tally alike.

export function tallyQuestion(q: SurveyQuestion, values: AnswerValue[]): QuestionResult {
  const counts: Record<string, number> = {};
  const grid: Record<string, Record<string, number>> = {};
  const other: string[] = [];
  const texts: string[] = [];
  let sum = 0;
  let rated = 0;
  if (q.type === 'single' || q.type === 'multiple') for (const o of q.options) counts[o] = 0;
  if (q.type === 'rating') for (let r = RATING_MIN; r <= RATING_MAX; r++) counts[String(r)] = 0;
  if (q.type === 'grid') for (const row of q.rows) grid[row] = Object.fromEntries(q.options.map((o) => [o, 0]));
  for (const v of values) {
    if (q.type === 'single' && typeof v === 'string') {
      if (v in counts) counts[v] += 1;
      else other.push(v);
    } else if (q.type === 'multiple' && Array.isArray(v)) {
      for (const o of v) if (o in counts) counts[o] += 1;
    } else if ((q.type === 'text' || q.type === 'long_text') && typeof v === 'string') {
      texts.push(v);
    } else if (q.type === 'rating' && typeof v === 'number') {
      counts[String(v)] = (counts[String(v)] ?? 0) + 1;
      sum += v;
      rated += 1;
    } else if (q.type === 'grid' && v && typeof v === 'object' && !Array.isArray(v)) {
      for (const [row, option] of Object.entries(v)) if (grid[row] && option in grid[row]) grid[row][option] += 1;
    }
  }
  return {
    id: q.id,
    type: q.type,
    title: q.title,
    answered: values.length,
    counts,
    average: q.type === 'rating' && rated ? Math.round((sum / rated) * 100) / 100 : null,
    other,
    texts,
    grid,
  };
}
