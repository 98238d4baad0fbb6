import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/db-types';
import { rowsOf } from '../db/rows';
import { momentKey, reminderSql, utcNow, type ScheduledEvent } from './scheduled-event';
import { formatDate } from '@/lib/format';

type Closing = { tenant_id: string; id: string; title: string; closes_at: Date | string; key: string; students: string[] | null };

/**
 * `survey_closing`: the day before an open parents' survey closes (from REMINDER_TIME, school time), to the families
 * of the children it asks about that nobody has answered for yet (`students` audience); none left, no notice. A
 * survey opened after that moment gets none (its opening notice just went out). Once per survey and closing time.
 */
export async function surveysClosing(tx: Tx, now: Date): Promise<ScheduledEvent[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const key = momentKey('survey_closing', sql`v.id::text`, sql`v.closes_at`);
  const rows = await rowsOf<Closing>(
    tx,
    sql`select v.tenant_id, v.id, v.title, v.closes_at, ${key} as key,
        array(select s.id::text from students s where s.tenant_id = v.tenant_id and s.status = 'studying'
            and (v.class_ids = '{}' or s.class_id = any(v.class_ids))
            and not exists (select 1 from survey_responses r where r.tenant_id = v.tenant_id and r.survey_id = v.id
              and r.student_id = s.id)
          order by s.id) as students
      from surveys v
      where v.status = 'open' and v.audience = 'parents' and v.closes_at > ${at} and v.closes_at <= ${at} + interval '2 days'
        and ${reminderSql(sql`v.closes_at`)} <= ${utcNow(now)}
        and (v.opens_at at time zone 'UTC') < ${reminderSql(sql`v.closes_at`)}
        and not exists (select 1 from notification_events e where e.tenant_id = v.tenant_id and e.dedupe_key = ${key})`,
  );
  return rows
    .filter((r) => r.students?.length)
    .map((r) => ({
      tenantId: r.tenant_id,
      event: {
        kind: 'survey_closing' as const,
        audience: { type: 'students' as const, studentIds: r.students! },
        params: { title: r.title, closes: formatDate(r.closes_at) },
        url: '/parent/surveys',
        tag: `survey:${r.id}`,
        dedupeKey: r.key,
      },
    }));
}
