import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/rows';
import { effectiveStatus } from './survey-scope';
import type { SurveyQuestion, SurveyRow } from '@/lib/survey-values';

/** The surveys matching `where` (over `surveys v`), in `order`, with their class names and counts. */
export function selectSurveyRows(
  tx: Executor,
  tenantId: string,
  where: SQL,
  order: SQL,
  page: { limit: number; offset: number },
): Promise<SurveyRow[]> {
  return rowsOf<SurveyRow>(
    tx,
    sql`select v.id, v.kind, v.title, v.description, v.audience, v.class_ids,
        coalesce((select array_agg(c.name order by c.name) from classes c
          where c.tenant_id = v.tenant_id and c.id = any(v.class_ids)), '{}') as class_names,
        to_json(v.opens_at) #>> '{}' as opens_at, to_json(v.closes_at) #>> '{}' as closes_at,
        ${effectiveStatus} as status,
        (select count(*)::int from survey_questions q where q.tenant_id = v.tenant_id and q.survey_id = v.id) as question_count,
        (select count(*)::int from survey_responses r where r.tenant_id = v.tenant_id and r.survey_id = v.id) as response_count,
        to_json(v.created_at) #>> '{}' as created_at
      from surveys v where v.tenant_id = ${tenantId} and ${where}
      order by ${order} limit ${page.limit} offset ${page.offset}`,
  );
}

/** The questions of one survey, in their order. */
export function selectQuestions(tx: Executor, tenantId: string, surveyId: string): Promise<SurveyQuestion[]> {
  return rowsOf<SurveyQuestion>(
    tx,
    sql`select q.id, q.type, q.title, q.required, q.options, q.allow_other, q.rows
      from survey_questions q where q.tenant_id = ${tenantId} and q.survey_id = ${surveyId} order by q.position`,
  );
}
