import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/db-types';
import { rowsOf } from '../db/rows';
import type { ScheduledEvent } from './scheduled-event';
import { menuOfKind, type SurveyKind } from '@/lib/survey-values';

/** A survey closed longer ago than this is not announced (the schedule's first run after an upgrade, or a long stop). */
export const SURVEY_CLOSED_LOOKBACK_HOURS = 24;

type Closed = { tenant_id: string; id: string; kind: SurveyKind; title: string; class_ids: string[]; answers: number };

/**
 * `survey_closed`: a survey (of either audience) that closed — its closing time passed, or staff closed it — to the
 * school's staff who may change surveys of its kind (the menu's `update`; a teacher too when it is for one of their
 * classes alone), with the number of answers. Once per survey.
 */
export async function surveysClosed(tx: Tx, now: Date): Promise<ScheduledEvent[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const closedAt = sql`(case when v.status = 'closed' then coalesce(v.closed_at, v.closes_at) else v.closes_at end)`;
  const rows = await rowsOf<Closed>(
    tx,
    sql`select v.tenant_id, v.id, v.kind, v.title, v.class_ids::text[] as class_ids,
        (select count(*)::int from survey_responses r where r.tenant_id = v.tenant_id and r.survey_id = v.id) as answers
      from surveys v
      where v.status in ('open', 'closed') and ${closedAt} <= ${at}
        and ${closedAt} > ${at} - ${`${SURVEY_CLOSED_LOOKBACK_HOURS} hours`}::interval
        and not exists (select 1 from notification_events e where e.tenant_id = v.tenant_id
          and e.dedupe_key = 'survey_closed:' || v.id::text)`,
  );
  return rows.map((r) => ({
    tenantId: r.tenant_id,
    event: {
      kind: 'survey_closed' as const,
      audience: {
        type: 'staff' as const,
        menu: menuOfKind(r.kind),
        action: 'update',
        classId: r.class_ids.length === 1 ? r.class_ids[0] : null,
      },
      params: { title: r.title, answers: Number(r.answers) },
      url: `/management/${menuOfKind(r.kind)}`,
      tag: `survey:${r.id}`,
      dedupeKey: `survey_closed:${r.id}`,
    },
  }));
}
