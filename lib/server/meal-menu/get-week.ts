import 'server-only';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { readWeek } from './week-sql';
import type { WeekQuery } from '@/lib/schemas/meal-menu';

/** GET /Menu/get-week?age_group=&week=: one week's menu of an age group with its nutrition against the norms. */
export function getWeek(ctx: RequestContext, q: WeekQuery) {
  return schoolTransaction(ctx, (tx) => readWeek(tx, ctx.tenantId, q.age_group, q.week, ctx.locale));
}
