import 'server-only';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { assertKindRight, effectiveStatus, surveyScope } from './survey-scope';
import { selectSurveyRows } from './survey-rows';
import { pageOf, sortOf } from '@/lib/schemas/list';
import type { SurveyListQuery } from '@/lib/schemas/survey';
import { likePattern } from '@/lib/text';

const SORTS = ['created_at', 'title', 'opens_at', 'closes_at', 'status'] as const;
const ORDER = {
  created_at: sql`v.created_at`,
  title: sql`vn_fold(v.title)`,
  opens_at: sql`v.opens_at`,
  closes_at: sql`v.closes_at`,
  status: effectiveStatus,
};

/** GET /Survey/get-list?kind=: one kind's surveys of the school (a teacher: those of their classes), newest first. */
export async function listSurveys(ctx: RequestContext, q: SurveyListQuery) {
  assertKindRight(ctx, q.kind, 'read');
  const search = q.search ? likePattern(q.search) : null;
  const where = sql`v.kind = ${q.kind} and ${surveyScope(ctx)}
    ${q.status ? sql`and ${effectiveStatus} = ${q.status}` : sql``}
    ${search ? sql`and vn_fold(v.title) like ${search}` : sql``}`;
  const sort = sortOf(q.order_by, SORTS, 'created_at');
  const desc = q.order_by ? sort.desc : true;
  const order = sql`${ORDER[sort.field]} ${desc ? sql`desc` : sql`asc`}, v.id`;
  return schoolTransaction(ctx, async (tx) => {
    const data = await selectSurveyRows(tx, ctx.tenantId, where, order, pageOf(q));
    const [{ total }] = await rowsOf<{ total: number }>(
      tx,
      sql`select count(*)::int as total from surveys v where v.tenant_id = ${ctx.tenantId} and ${where}`,
    );
    return { data, total };
  });
}
