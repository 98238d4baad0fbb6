import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { checkedAnswers, writeAnswers } from './answer-rows';
import type { StaffSurveyAnswerInput } from '@/lib/schemas/survey';
import type { AnswerValue } from '@/lib/survey-answers';
import type { SurveyQuestion } from '@/lib/survey-values';

export type StaffSurvey = {
  id: string;
  title: string;
  description: string;
  closes_at: string;
  answered_at: string | null;
  answers: Record<string, AnswerValue>;
  questions: SurveyQuestion[];
};

/**
 * The school's staff (over `user_schools m join users u`): every active member of the school who works there
 * (a system administrator's way in is not a staff member's). A staff survey asks each of them once.
 */
export const staffOf = (tenantId: string) =>
  sql`m.tenant_id = ${tenantId} and m.scope <> 'system' and u.status = 'active'`;

/** GET /Survey/get-open: the staff surveys open now to the caller (a staff member of the school), closing soonest first. */
export function listStaffSurveys(ctx: RequestContext): Promise<StaffSurvey[]> {
  return schoolTransaction(ctx, (tx) =>
    rowsOf<StaffSurvey>(
      tx,
      sql`select v.id, v.title, v.description, to_json(v.closes_at) #>> '{}' as closes_at,
          to_json(r.answered_at) #>> '{}' as answered_at,
          coalesce((select json_object_agg(sa.question_id, sa.value) from survey_answers sa
            where sa.tenant_id = r.tenant_id and sa.response_id = r.id), '{}'::json) as answers,
          coalesce((select json_agg(json_build_object('id', q.id, 'type', q.type, 'title', q.title, 'required', q.required,
              'options', q.options, 'allow_other', q.allow_other, 'rows', q.rows) order by q.position)
            from survey_questions q where q.tenant_id = v.tenant_id and q.survey_id = v.id), '[]'::json) as questions
        from surveys v
        left join survey_responses r on r.tenant_id = v.tenant_id and r.survey_id = v.id and r.user_id = ${ctx.userId}
        where v.tenant_id = ${ctx.tenantId} and v.audience = 'staff' and v.status = 'open'
          and v.opens_at <= now() and v.closes_at > now() and ${ctx.scope === 'system' ? sql`false` : sql`true`}
        order by v.closes_at, v.id`,
    ),
  );
}

/**
 * POST /Survey/answer: the caller's own answers to a staff survey of their school (a parents' survey, a draft or
 * another school's is 404) open now (409 otherwise). Checked against the questions (400 naming the question);
 * answering again replaces the earlier answers, in one transaction.
 */
export async function answerStaffSurvey(ctx: RequestContext, input: StaffSurveyAnswerInput) {
  const at = new Date();
  await schoolTransaction(ctx, async (tx) => {
    const [survey] = await rowsOf<{ id: string; is_open: boolean }>(
      tx,
      sql`select v.id, (v.status = 'open' and v.opens_at <= ${at} and v.closes_at > ${at}) as is_open
        from surveys v where v.tenant_id = ${ctx.tenantId} and v.id = ${input.survey_id} and v.audience = 'staff'
          and v.status <> 'draft' and ${ctx.scope === 'system' ? sql`false` : sql`true`}
        for update`,
    );
    if (!survey) throw notFound();
    if (!survey.is_open) throw conflict('errors.survey_not_open');
    const values = await checkedAnswers(tx, ctx.tenantId, survey.id, input.answers);
    const [response] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into survey_responses (tenant_id, survey_id, user_id, answered_at)
        values (${ctx.tenantId}, ${survey.id}, ${ctx.userId}, ${at})
        on conflict (tenant_id, survey_id, user_id) do update set answered_at = excluded.answered_at
        returning id`,
    );
    await writeAnswers(tx, ctx.tenantId, response.id, values);
  });
  return { id: input.survey_id, message: 'survey.answerSaved' };
}
