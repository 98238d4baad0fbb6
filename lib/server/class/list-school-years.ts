import 'server-only';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { classes, schoolYears } from '../db/schema';
import { inTenant } from '../db/tenant-tx';
import type { RequestContext } from '../http/context';
import { pageOf, sortOf, type ListQuery } from '@/lib/schemas/list';
import type { SchoolYearRow } from '@/lib/schemas/class';
import { likePattern } from '@/lib/text';

const SORTS = { start_date: schoolYears.startDate, name: schoolYears.name } as const;

/** GET /SchoolYear/get-list: the school's years, newest first, with how many classes each has. */
export async function listSchoolYears(ctx: RequestContext, q: ListQuery) {
  return inTenant(ctx, async (tx) => {
    const where = and(
      eq(schoolYears.tenantId, ctx.tenantId),
      q.search ? sql`vn_fold(${schoolYears.name}) like ${likePattern(q.search)}` : undefined,
    );
    const sort = sortOf(q.order_by, Object.keys(SORTS) as (keyof typeof SORTS)[], 'start_date');
    const desc_ = q.order_by ? sort.desc : true;
    const { limit, offset } = pageOf(q);
    const classCount = tx
      .select({ yearId: classes.schoolYearId, n: count().as('n') })
      .from(classes)
      .where(eq(classes.tenantId, ctx.tenantId))
      .groupBy(classes.schoolYearId)
      .as('c');
    const rows = await tx
      .select({ year: schoolYears, n: classCount.n })
      .from(schoolYears)
      .leftJoin(classCount, eq(classCount.yearId, schoolYears.id))
      .where(where)
      .orderBy(desc_ ? desc(SORTS[sort.field]) : asc(SORTS[sort.field]), asc(schoolYears.id))
      .limit(limit)
      .offset(offset);
    const [{ total }] = await tx.select({ total: count() }).from(schoolYears).where(where);
    const data: SchoolYearRow[] = rows.map(({ year, n }) => ({
      id: year.id,
      name: year.name,
      start_date: year.startDate,
      end_date: year.endDate,
      is_current: year.isCurrent,
      class_count: Number(n ?? 0),
    }));
    return { data, total: Number(total) };
  });
}
