import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { classes, classTeachers, schoolYears, users } from '../db/schema';
import { pageTotal, readStatement } from '../db/school-statement';
import { byVnName } from '../db/name-order';
import type { RequestContext } from '../http/context';
import { classScope } from './scope';
import { pageOf, sortOf } from '@/lib/schemas/list';
import type { ClassListQuery, ClassRow } from '@/lib/schemas/class';
import { likePattern } from '@/lib/text';

const AGE_ORDER = sql`array_position(array['nha_tre','mau_giao_be','mau_giao_nho','mau_giao_lon']::text[], ${classes.ageGroup})`;
const SORTS: Record<string, SQL> = {
  name: sql`${classes.name}`,
  age_group: AGE_ORDER,
  capacity: sql`${classes.capacity}`,
  school_year: sql`${schoolYears.startDate}`,
  created_at: sql`${classes.createdAt}`,
};

/** The class's teachers in name order, as the answer writes them (none: an empty list). */
const TEACHERS = sql`coalesce((select json_agg(json_build_object('id', ${users.id}, 'full_name', ${users.fullName})
    order by ${byVnName(users.fullName)}, ${users.id})
  from ${classTeachers} join ${users} on ${users.id} = ${classTeachers.userId}
  where ${classTeachers.tenantId} = ${classes.tenantId} and ${classTeachers.classId} = ${classes.id}), '[]'::json)`;

type ListRow = ClassRow & { total: number };

/**
 * GET /Class/get-list: the school's classes (a teacher's own only), with their year and teachers. One statement, one
 * round trip (readStatement): the page, its total (a window over the matching classes, a few hundred at most) and
 * each class's teachers, dates as the answer writes them; a page past the end is counted alone (`pageTotal`).
 */
export async function listClasses(ctx: RequestContext, q: ClassListQuery) {
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
  const { limit, offset } = pageOf(q);
  const from = sql`from ${classes} join ${schoolYears}
    on ${schoolYears.tenantId} = ${classes.tenantId} and ${schoolYears.id} = ${classes.schoolYearId}
    where ${where}`;
  const rows = await readStatement<ListRow>(
    ctx,
    sql`select ${classes.id} as id, ${classes.name} as name, ${classes.ageGroup} as age_group,
      ${classes.schoolYearId} as school_year_id, ${schoolYears.name} as school_year_name,
      ${classes.capacity} as capacity, ${classes.status} as status, ${TEACHERS} as teachers,
      to_char(${classes.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
      count(*) over ()::int as total
    ${from}
    order by ${sort.desc ? desc(column) : asc(column)}, ${asc(classes.name)}, ${asc(classes.id)}
    limit ${limit} offset ${offset}`,
  );
  const total = await pageTotal(ctx, rows, offset, from);
  const data: ClassRow[] = rows.map(({ total: _total, ...row }) => row);
  return { data, total };
}
