import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf, uuidArray } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { assertKindRight, surveyHead } from './survey-scope';
import { notifySurveyOpened } from './notify-survey';
import { selectQuestions } from './survey-rows';
import type { QuestionInput, SurveyInput } from '@/lib/schemas/survey';

/** The audience's classes must be the school's own (and a teacher's own): any other id is "not found". */
async function checkClasses(tx: Tx, ctx: RequestContext, classIds: string[]) {
  if (ctx.scope === 'class' && (!classIds.length || classIds.some((id) => !ctx.classIds.includes(id)))) throw notFound();
  if (!classIds.length) return;
  const [{ n }] = await rowsOf<{ n: number }>(
    tx,
    sql`select count(*)::int as n from classes c where c.tenant_id = ${ctx.tenantId} and c.id = any(${uuidArray(classIds)})`,
  );
  if (n !== new Set(classIds).size) throw notFound();
}

export async function insertQuestions(tx: Tx, tenantId: string, surveyId: string, questions: QuestionInput[]) {
  for (const [position, q] of questions.entries()) {
    await tx.execute(
      sql`insert into survey_questions (tenant_id, survey_id, position, type, title, required, options, allow_other, rows)
        values (${tenantId}, ${surveyId}, ${position}, ${q.type}, ${q.title}, ${q.required},
          ${JSON.stringify(q.options)}::jsonb, ${q.allow_other}, ${JSON.stringify(q.rows)}::jsonb)`,
    );
  }
}

const shapeOf = (q: Omit<QuestionInput, never>) =>
  JSON.stringify([q.type, q.title, q.required, q.options, q.allow_other, q.rows]);

/**
 * POST /Survey/create: a survey with its questions, as a draft or published at once (a parents' survey notifies its
 * families when it opens), in one transaction.
 */
export async function createSurvey(ctx: RequestContext, input: SurveyInput) {
  assertKindRight(ctx, input.kind, 'create');
  const id = await schoolTransaction(ctx, async (tx) => {
    await checkClasses(tx, ctx, input.class_ids);
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into surveys (tenant_id, kind, title, description, audience, class_ids, opens_at, closes_at, status, created_by)
        values (${ctx.tenantId}, ${input.kind}, ${input.title}, ${input.description}, ${input.audience},
          ${uuidArray(input.class_ids)}, ${input.opens_at}, ${input.closes_at}, ${input.status}, ${ctx.userId})
        returning id`,
    );
    await insertQuestions(tx, ctx.tenantId, row.id, input.questions);
    await notifySurveyOpened(tx, ctx.tenantId, row.id, input, true);
    return row.id;
  });
  return { id, message: input.status === 'open' ? 'survey.published' : 'survey.saved' };
}

/**
 * PUT /Survey/update/{id}: title, description, audience, times, status and questions of a survey that is not
 * closed. Once a family has answered, the questions stay as they are (409; duplicate the survey instead) and the
 * survey cannot go back to a draft. A draft published notifies its families (see `notifySurveyOpened`).
 */
export async function updateSurvey(ctx: RequestContext, id: string, input: SurveyInput) {
  await schoolTransaction(ctx, async (tx) => {
    const head = await surveyHead(tx, ctx, id, 'update', true);
    if (head.status === 'closed') throw conflict('errors.survey_closed');
    await checkClasses(tx, ctx, input.class_ids);
    if (head.has_answers) {
      const stored = await selectQuestions(tx, ctx.tenantId, id);
      const same = stored.length === input.questions.length && stored.every((q, i) => shapeOf(q) === shapeOf(input.questions[i]));
      if (!same) throw conflict('errors.survey_has_answers');
      if (input.status === 'draft') throw conflict('errors.survey_has_answers');
    }
    if (head.kind === 'survey_v1' && input.questions.some((q) => q.type !== 'single' && q.type !== 'multiple')) {
      throw conflict('errors.survey_v1_types');
    }
    await tx.execute(
      sql`update surveys set title = ${input.title}, description = ${input.description}, audience = ${input.audience},
          class_ids = ${uuidArray(input.class_ids)}, opens_at = ${input.opens_at}, closes_at = ${input.closes_at},
          status = ${input.status}, updated_at = now()
        where tenant_id = ${ctx.tenantId} and id = ${id}`,
    );
    if (!head.has_answers) {
      await tx.execute(sql`delete from survey_questions where tenant_id = ${ctx.tenantId} and survey_id = ${id}`);
      await insertQuestions(tx, ctx.tenantId, id, input.questions);
    }
    await notifySurveyOpened(tx, ctx.tenantId, id, input, head.stored_status === 'draft');
  });
  return { id, message: input.status === 'open' ? 'survey.published' : 'survey.saved' };
}
