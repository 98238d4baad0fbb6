import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { classes, schoolYears } from '../db/schema';
import { pageTotal, readStatement } from '../db/school-statement';
import type { RequestContext } from '../http/context';
import { pageOf, sortOf, type ListQuery } from '@/lib/schemas/list';
import type { SchoolYearRow } from '@/lib/schemas/class';
import { likePattern } from '@/lib/text';

const SORTS = { start_date: sql`${schoolYears.startDate}`, name: sql`${schoolYears.name}` } as const;

type ListRow = SchoolYearRow & { total: number };

/**
 * GET /SchoolYear/get-list: the school's years, newest first, with how many classes each has. One statement, one
 * round trip (readStatement), as the class list.
 */
export async function listSchoolYears(ctx: RequestContext, q: ListQuery) {
  const where = and(
    eq(schoolYears.tenantId, ctx.tenantId),
    q.search ? sql`vn_fold(${schoolYears.name}) like ${likePattern(q.search)}` : undefined,
  );
  const sort = sortOf(q.order_by, Object.keys(SORTS) as (keyof typeof SORTS)[], 'start_date');
  const descending = q.order_by ? sort.desc : true;
  const { limit, offset } = pageOf(q);
  const from = sql`from ${schoolYears} where ${where}`;
  const rows = await readStatement<ListRow>(
    ctx,
    sql`select ${schoolYears.id} as id, ${schoolYears.name} as name, ${schoolYears.startDate}::text as start_date,
      ${schoolYears.endDate}::text as end_date, ${schoolYears.isCurrent} as is_current,
      (select count(*)::int from ${classes}
        where ${classes.tenantId} = ${schoolYears.tenantId} and ${classes.schoolYearId} = ${schoolYears.id}) as class_count,
      count(*) over ()::int as total
    ${from}
    order by ${descending ? desc(SORTS[sort.field]) : asc(SORTS[sort.field])}, ${asc(schoolYears.id)}
    limit ${limit} offset ${offset}`,
  );
  const total = await pageTotal(ctx, rows, offset, from);
  const data: SchoolYearRow[] = rows.map(({ total: _total, ...row }) => row);
  return { data, total };
}
