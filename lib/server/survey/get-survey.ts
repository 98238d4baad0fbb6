import 'server-only';
import { sql } from 'drizzle-orm';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { surveyHead } from './survey-scope';
import { selectQuestions, selectSurveyRows } from './survey-rows';
import type { SurveyDetail } from '@/lib/survey-values';

/** GET /Survey/get-detail?id=: one survey of the caller's school and scope (404 otherwise) with its questions. */
export function getSurvey(ctx: RequestContext, id: string): Promise<SurveyDetail & { has_answers: boolean }> {
  return schoolTransaction(ctx, async (tx) => {
    const head = await surveyHead(tx, ctx, id, 'read');
    const [row] = await selectSurveyRows(tx, ctx.tenantId, sql`v.id = ${id}`, sql`v.id`, { limit: 1, offset: 0 });
    if (!row) throw notFound();
    return { ...row, has_answers: head.has_answers, questions: await selectQuestions(tx, ctx.tenantId, id) };
  });
}
