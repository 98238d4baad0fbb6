import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf, uuidArray } from '../db/rows';
import type { RequestContext } from '../http/context';
import { forbidden, notFound } from '../http/errors';
import type { Action } from '@/lib/rights';
import { menuOfKind, type SurveyKind, type SurveyStatus } from '@/lib/survey-values';

/** The status a survey reads with (over `surveys v`): an open survey past its closing time is closed. */
export const effectiveStatus = sql`(case when v.status = 'open' and v.closes_at <= now() then 'closed' else v.status end)`;

/**
 * The surveys a caller may reach, over `surveys v`: the whole school's, or for a teacher (scope `class`) the
 * parents' surveys of the whole school or of one of their classes. Anything else is "not found".
 */
export function surveyScope(ctx: RequestContext): SQL {
  if (ctx.scope !== 'class') return sql`true`;
  if (!ctx.classIds.length) return sql`(v.audience = 'parents' and v.class_ids = '{}')`;
  return sql`(v.audience = 'parents' and (v.class_ids = '{}' or v.class_ids && ${uuidArray(ctx.classIds)}))`;
}

/** The kind's menu right (`survey` or `survey_v1`): the endpoints serve both kinds, so the right follows the kind. */
export function assertKindRight(ctx: RequestContext, kind: SurveyKind, action: Action) {
  if (!ctx.can(menuOfKind(kind), action)) throw forbidden();
}

export type SurveyHead = {
  id: string;
  kind: SurveyKind;
  audience: 'parents' | 'staff';
  class_ids: string[];
  stored_status: SurveyStatus;
  status: SurveyStatus;
  has_answers: boolean;
};

/**
 * One survey of the caller's school and scope (404 otherwise), its kind's right checked; locked for a change
 * when `lock` is set, so that an answer and a change to the questions cannot cross.
 */
export async function surveyHead(tx: Tx, ctx: RequestContext, id: string, action: Action, lock = false): Promise<SurveyHead> {
  const [row] = await rowsOf<SurveyHead>(
    tx,
    sql`select v.id, v.kind, v.audience, v.class_ids, v.status as stored_status, ${effectiveStatus} as status,
        exists (select 1 from survey_responses r where r.tenant_id = ${ctx.tenantId} and r.survey_id = v.id) as has_answers
      from surveys v where v.tenant_id = ${ctx.tenantId} and v.id = ${id} and ${surveyScope(ctx)}
      ${lock ? sql`for update of v` : sql``}`,
  );
  if (!row) throw notFound();
  assertKindRight(ctx, row.kind, action);
  return row;
}
