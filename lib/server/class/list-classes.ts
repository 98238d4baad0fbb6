import 'server-only';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { classes, schoolYears } from '../db/schema';
import { inTenant } from '../db/tenant-tx';
import type { RequestContext } from '../http/context';
import { classScope } from './scope';
import { teachersOf } from './class-teachers';
import { pageOf, sortOf } from '@/lib/schemas/list';
import type { ClassListQuery, ClassRow, ClassStatus } from '@/lib/schemas/class';
import { likePattern } from '@/lib/text';

const AGE_ORDER = sql`array_position(array['nha_tre','mau_giao_be','mau_giao_nho','mau_giao_lon']::text[], ${classes.ageGroup})`;
const SORTS: Record<string, SQL | typeof classes.name> = {
  name: classes.name,
  age_group: AGE_ORDER,
  capacity: sql`${classes.capacity}`,
  school_year: sql`${schoolYears.startDate}`,
  created_at: sql`${classes.createdAt}`,
};

/** GET /Class/get-list: the school's classes (a teacher's own only), with their year and teachers. */
export async function listClasses(ctx: RequestContext, q: ClassListQuery) {
  return inTenant(ctx, async (tx) => {
    const where = and(
      eq(classes.tenantId, ctx.tenantId),
      classScope(ctx),
      q.school_year_id ? eq(classes.schoolYearId, q.school_year_id) : undefined,
      q.age_group ? eq(classes.ageGroup, q.age_group) : undefined,
      q.status ? eq(classes.status, q.status) : undefined,
      q.search ? sql`vn_fold(${classes.name}) like ${likePattern(q.search)}` : undefined,
    );
    const sort = sortOf(q.order_by, Object.keys(SORTS), 'age_group');
    const column = SORTS[sort.field];
    const yearJoin = and(eq(schoolYears.tenantId, classes.tenantId), eq(schoolYears.id, classes.schoolYearId));
    const { limit, offset } = pageOf(q);
    const rows = await tx
      .select({ c: classes, yearName: schoolYears.name })
      .from(classes)
      .innerJoin(schoolYears, yearJoin)
      .where(where)
      .orderBy(sort.desc ? desc(column) : asc(column), asc(classes.name), asc(classes.id))
      .limit(limit)
      .offset(offset);
    const [{ total }] = await tx.select({ total: count() }).from(classes).where(where);
    const teachers = await teachersOf(
      tx,
      ctx.tenantId,
      rows.map((r) => r.c.id),
    );
    const data: ClassRow[] = rows.map(({ c, yearName }) => ({
      id: c.id,
      name: c.name,
      age_group: c.ageGroup,
      school_year_id: c.schoolYearId,
      school_year_name: yearName,
      capacity: c.capacity,
      status: c.status as ClassStatus,
      teachers: teachers.get(c.id) ?? [],
      created_at: c.createdAt.toISOString(),
    }));
    return { data, total: Number(total) };
  });
}
