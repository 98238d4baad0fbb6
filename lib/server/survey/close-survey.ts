import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { conflict } from '../http/errors';
import { surveyHead } from './survey-scope';
import { insertQuestions } from './save-survey';
import { selectQuestions } from './survey-rows';
import { translate } from '@/lib/i18n/translate';

/** PUT /Survey/close: an open survey stops taking answers now (a draft is refused: nobody could answer it). */
export async function closeSurvey(ctx: RequestContext, id: string) {
  await schoolTransaction(ctx, async (tx) => {
    const head = await surveyHead(tx, ctx, id, 'update', true);
    if (head.stored_status !== 'open') throw conflict(head.status === 'closed' ? 'errors.survey_closed' : 'errors.survey_not_open');
    await tx.execute(
      sql`update surveys set status = 'closed', closed_at = now(), closed_by = ${ctx.userId}, updated_at = now()
        where tenant_id = ${ctx.tenantId} and id = ${id}`,
    );
  });
  return { id, message: 'survey.closed' };
}

/**
 * POST /Survey/duplicate: a new draft with the same title (marked as a copy), audience, times and questions; the
 * way to change the questions of a survey that already has answers.
 */
export async function duplicateSurvey(ctx: RequestContext, id: string) {
  const copy = await schoolTransaction(ctx, async (tx) => {
    const head = await surveyHead(tx, ctx, id, 'create');
    const suffix = translate(ctx.locale, 'survey.copySuffix');
    const [row] = await rowsOf<{ id: string }>(
      tx,
      sql`insert into surveys (tenant_id, kind, title, description, audience, class_ids, opens_at, closes_at, status, created_by)
        select tenant_id, kind, left(title || ' ' || ${suffix}, 200), description, audience, class_ids,
          greatest(opens_at, date_trunc('minute', now())), greatest(closes_at, date_trunc('minute', now()) + interval '7 days'),
          'draft', ${ctx.userId}
        from surveys where tenant_id = ${ctx.tenantId} and id = ${head.id}
        returning id`,
    );
    await insertQuestions(tx, ctx.tenantId, row.id, await selectQuestions(tx, ctx.tenantId, id));
    return row.id;
  });
  return { id: copy, message: 'survey.duplicated' };
}
