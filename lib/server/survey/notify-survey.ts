import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows';
import { emitNotification } from '../notification/emit';
import { formatDate } from '@/lib/format';
import type { SurveyInput } from '@/lib/schemas/survey';

/**
 * A parents' survey's notice to the families it asks (the school, or its classes), written when it is published: due
 * at once, or at its opening time when that is ahead. An edit before the survey opens replaces the waiting notice
 * (a survey taken back before opening takes it back); a survey already open does not notify again. `wasDraft`: the
 * survey was a draft before this change (true for a new one).
 */
export async function notifySurveyOpened(tx: Tx, tenantId: string, id: string, survey: SurveyInput, wasDraft: boolean) {
  const waiting = wasDraft
    ? []
    : await rowsOf<{ id: string }>(
        tx,
        sql`delete from notification_events where tenant_id = ${tenantId} and kind = 'survey_opened'
          and tag = ${`survey:${id}`} and fanned_out_at is null and due_at > now() returning id`,
      );
  if (survey.status !== 'open' || survey.audience !== 'parents' || (!wasDraft && !waiting.length)) return;
  const opens = new Date(survey.opens_at);
  await emitNotification(tx, tenantId, {
    kind: 'survey_opened',
    audience: survey.class_ids.length ? { type: 'classes', classIds: [...new Set(survey.class_ids)] } : { type: 'school' },
    params: { title: survey.title, closes: formatDate(survey.closes_at) },
    url: '/parent/surveys',
    tag: `survey:${id}`,
    dueAt: opens.getTime() > Date.now() ? opens : undefined,
  });
}
