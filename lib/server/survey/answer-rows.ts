import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { AppError } from '../http/errors';
import { selectQuestions } from './survey-rows';
import { checkAnswers, type AnswerValue } from '@/lib/survey-answers';

/** The answers checked against the survey's questions: a 400 naming the question, or the values to write. */
export async function checkedAnswers(
  tx: Tx,
  tenantId: string,
  surveyId: string,
  answers: { question_id: string; value: AnswerValue }[],
) {
  const questions = await selectQuestions(tx, tenantId, surveyId);
  const checked = checkAnswers(questions, answers);
  if (!checked.ok) {
    const { key, question_id } = checked.error;
    const title = questions.find((q) => q.id === question_id)?.title ?? '';
    throw new AppError(400, key, { question: title }, question_id ? { [question_id]: key } : undefined);
  }
  return checked.values;
}

/** A response's answers written whole: the earlier ones go, one row per answered question. */
export async function writeAnswers(tx: Tx, tenantId: string, responseId: string, values: Iterable<[string, AnswerValue]>) {
  await tx.execute(sql`delete from survey_answers where tenant_id = ${tenantId} and response_id = ${responseId}`);
  for (const [questionId, value] of values) {
    await tx.execute(
      sql`insert into survey_answers (tenant_id, response_id, question_id, value)
        values (${tenantId}, ${responseId}, ${questionId}, ${JSON.stringify(value)}::jsonb)`,
    );
  }
}
