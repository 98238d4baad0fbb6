import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransactionById } from '../db/school-transaction';
import type { ParentContext } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { familyChild } from '../absence/family';
import { checkedAnswers, writeAnswers } from './answer-rows';
import type { AnswerValue } from '@/lib/survey-answers';
import type { AppSurveyAnswerInput } from '@/lib/schemas/survey';
import type { SurveyQuestion } from '@/lib/survey-values';

export type AppSurvey = {
  id: string;
  title: string;
  description: string;
  closes_at: string;
  /** Every child of the family this survey asks about has been answered for. */
  answered: boolean;
  /** The family's children it asks about, each with whether (and when) it was answered for them, and the answers given. */
  students: { student_id: string; answered: boolean; answered_at: string | null; answers: Record<string, AnswerValue> }[];
  questions: SurveyQuestion[];
};

/** The family's studying children (over `kids k`). */
const kids = (ctx: ParentContext) => sql`(select s.id, s.class_id from students s
  join app_account_students l on l.tenant_id = ${ctx.tenantId} and l.student_id = s.id
  where s.tenant_id = ${ctx.tenantId} and l.account_id = ${ctx.accountId} and s.status = 'studying')`;

/** GET /api/app/surveys: the parents' surveys open now for one of the family's children, closing soonest first. */
export function listAppSurveys(ctx: ParentContext): Promise<AppSurvey[]> {
  return schoolTransactionById(ctx.tenantId, (tx) =>
    rowsOf<AppSurvey>(
      tx,
      sql`select v.id, v.title, v.description, to_json(v.closes_at) #>> '{}' as closes_at,
          x.students, not exists (select 1 from json_array_elements(x.students) e where not (e ->> 'answered')::boolean) as answered,
          coalesce((select json_agg(json_build_object('id', q.id, 'type', q.type, 'title', q.title, 'required', q.required,
              'options', q.options, 'allow_other', q.allow_other, 'rows', q.rows) order by q.position)
            from survey_questions q where q.tenant_id = ${ctx.tenantId} and q.survey_id = v.id), '[]'::json) as questions
        from surveys v
        cross join lateral (
          select json_agg(json_build_object('student_id', k.id, 'answered', r.id is not null,
              'answered_at', to_json(r.answered_at) #>> '{}',
              'answers', coalesce((select json_object_agg(sa.question_id, sa.value) from survey_answers sa
                where sa.tenant_id = ${ctx.tenantId} and sa.response_id = r.id), '{}'::json)) order by k.id) as students
          from ${kids(ctx)} k
          left join survey_responses r on r.tenant_id = ${ctx.tenantId} and r.survey_id = v.id and r.student_id = k.id
          where v.class_ids = '{}' or k.class_id = any(v.class_ids)
        ) x
        where v.tenant_id = ${ctx.tenantId} and v.audience = 'parents' and v.status = 'open'
          and v.opens_at <= now() and v.closes_at > now() and x.students is not null
        order by v.closes_at, v.id`,
    ),
  );
}

/**
 * POST /api/app/surveys/answer: the family's answers for one of their own children (another family's child is 404),
 * to a parents' survey of the child's class or the whole school (a draft, a staff survey or another class's is 404),
 * open now (409 otherwise). Checked against the questions (400 naming the question); answering again replaces the
 * earlier answers — the response and its answers are written whole, in one transaction.
 */
export async function answerAppSurvey(ctx: ParentContext, input: AppSurveyAnswerInput) {
  await schoolTransactionById(ctx.tenantId, async (tx) => {
    const child = await familyChild(tx, ctx, input.student_id);
    const [survey] = await rowsOf<{ id: string; status: string; is_open: boolean }>(
      tx,
      sql`select v.id, v.status, (v.status = 'open' and v.opens_at <= now() and v.closes_at > now()) as is_open
        from surveys v where v.tenant_id = ${ctx.tenantId} and v.id = ${input.survey_id} and v.audience = 'parents'
          and v.status <> 'draft' and (v.class_ids = '{}' or ${child.classId}::uuid = any(v.class_ids))
        for update`,
    );
    if (!survey) throw notFound();
    if (!survey.is_open) throw conflict('errors.survey_not_open');
    const values = await checkedAnswers(tx, ctx.tenantId, survey.id, input.answers);
    const [response] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into survey_responses (tenant_id, survey_id, student_id, class_id, account_id)
        values (${ctx.tenantId}, ${survey.id}, ${child.id}, ${child.classId}, ${ctx.accountId})
        on conflict (tenant_id, survey_id, student_id)
          do update set answered_at = ${new Date().toISOString()}::timestamptz, class_id = excluded.class_id, account_id = excluded.account_id
        returning id`,
    );
    await writeAnswers(tx, ctx.tenantId, response.id, values);
  });
  return { id: input.survey_id, message: 'survey.answerSaved' };
}
