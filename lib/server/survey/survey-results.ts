import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { classScopeSql } from '../class/scope';
import { surveyHead, type SurveyHead } from './survey-scope';
import { selectQuestions } from './survey-rows';
import { staffOf } from './staff-surveys';
import { compareVnNames } from '@/lib/name-order';
import type { AnswerValue } from '@/lib/survey-answers';
import { tallyQuestion } from '@/lib/survey-tally';
import type { SurveyResults } from '@/lib/survey-values';

/** The children a parents' survey asks about (over `students s`): studying, in its classes or the whole school. */
export const audienceOf = (ctx: RequestContext, head: Pick<SurveyHead, 'audience' | 'class_ids'>, surveyId: string) =>
  sql`s.tenant_id = ${ctx.tenantId} and s.status = 'studying' and s.class_id is not null
    and ${head.audience === 'parents' ? sql`true` : sql`false`}
    and (select v.class_ids = '{}' or s.class_id = any(v.class_ids) from surveys v where v.tenant_id = ${ctx.tenantId} and v.id = ${surveyId})
    and ${classScopeSql(ctx, sql`s.class_id`)}`;

/**
 * The responses the caller may read: a teacher those of children now in their classes; a staff survey's (a staff
 * member's own, `user_id`) only reach staff who see the whole school (`surveyScope`).
 */
export const responsesOf = (ctx: RequestContext, surveyId: string) =>
  sql`select r.id, r.student_id, r.user_id, r.answered_at from survey_responses r
    left join students s on s.tenant_id = r.tenant_id and s.id = r.student_id
    where r.tenant_id = ${ctx.tenantId} and r.survey_id = ${surveyId}
      and (r.user_id is not null or (s.id is not null and ${classScopeSql(ctx, sql`s.class_id`)}))`;

/** A staff survey's figures: the school's staff are its audience, one group, and those who have not answered. */
async function staffAudience(tx: Tx, ctx: RequestContext, id: string) {
  const staff = await rowsOf<{ id: string; full_name: string; phone: string | null; responded: boolean }>(
    tx,
    sql`select u.id, u.full_name, u.phone, exists (select 1 from survey_responses r
        where r.tenant_id = ${ctx.tenantId} and r.survey_id = ${id} and r.user_id = u.id) as responded
      from user_schools m join users u on u.id = m.user_id
      where ${staffOf(ctx.tenantId)}`,
  );
  return {
    by_class: [],
    audience_count: staff.length,
    pending: staff
      .filter((u) => !u.responded)
      .sort((a, b) => compareVnNames(a.full_name, b.full_name))
      .map((u) => ({ student_id: u.id, student_name: u.full_name, class_name: '', guardian_name: null, phone: u.phone })),
  };
}

async function readResults(tx: Tx, ctx: RequestContext, id: string): Promise<SurveyResults> {
  const head = await surveyHead(tx, ctx, id, 'read');
  const questions = await selectQuestions(tx, ctx.tenantId, id);
  const answers = await rowsOf<{ question_id: string; value: AnswerValue }>(
    tx,
    sql`select a.question_id, a.value from survey_answers a
      where a.tenant_id = ${ctx.tenantId} and a.response_id in (select x.id from (${responsesOf(ctx, id)}) x)`,
  );
  const [{ n }] = await rowsOf<{ n: number }>(tx, sql`select count(*)::int as n from (${responsesOf(ctx, id)}) x`);
  const byQuestion = new Map<string, AnswerValue[]>();
  for (const a of answers) byQuestion.set(a.question_id, [...(byQuestion.get(a.question_id) ?? []), a.value]);
  const tallies = questions.map((q) => tallyQuestion(q, byQuestion.get(q.id) ?? []));
  if (head.audience === 'staff') return { response_count: n, questions: tallies, ...(await staffAudience(tx, ctx, id)) };
  const byClass = await rowsOf<SurveyResults['by_class'][number]>(
    tx,
    sql`select c.id as class_id, c.name as class_name, count(s.id)::int as expected, count(r.id)::int as responded
      from students s join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
      left join survey_responses r on r.tenant_id = s.tenant_id and r.survey_id = ${id} and r.student_id = s.id
      where ${audienceOf(ctx, head, id)}
      group by c.id, c.name, c.age_group
      order by array_position(array['nha_tre','mau_giao_be','mau_giao_nho','mau_giao_lon']::text[], c.age_group), c.name`,
  );
  const pending = await rowsOf<SurveyResults['pending'][number]>(
    tx,
    sql`select s.id as student_id, s.full_name as student_name, c.name as class_name, g.full_name as guardian_name, g.phone
      from students s join classes c on c.tenant_id = s.tenant_id and c.id = s.class_id
      left join guardians g on g.tenant_id = s.tenant_id and g.student_id = s.id and g.is_primary
      where ${audienceOf(ctx, head, id)} and not exists (select 1 from survey_responses r
        where r.tenant_id = ${ctx.tenantId} and r.survey_id = ${id} and r.student_id = s.id)`,
  );
  return {
    response_count: n,
    audience_count: byClass.reduce((sum, c) => sum + c.expected, 0),
    by_class: byClass,
    questions: tallies,
    pending: pending.sort((a, b) => a.class_name.localeCompare(b.class_name, 'vi') || compareVnNames(a.student_name, b.student_name)),
  };
}

/**
 * GET /Survey/get-results?id=: per question its counts (and a rating's average, a grid's table, the texts), the
 * response rate per class and who has not answered, with the guardian to call. A teacher sees their classes only.
 */
export function getSurveyResults(ctx: RequestContext, id: string): Promise<SurveyResults> {
  return schoolTransaction(ctx, (tx) => readResults(tx, ctx, id));
}
