import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { classes, guardians, students } from '../db/schema';
import { pageTotal, readStatement } from '../db/school-statement';
import type { RequestContext } from '../http/context';
import { studentScope } from './scope';
import { photoUrl } from './student-photo-file';
import { pageOf, sortOf } from '@/lib/schemas/list';
import type { StudentListQuery, StudentRow } from '@/lib/schemas/student';
import { likePattern } from '@/lib/text';
import { phoneSearch, phoneSpellings } from '@/lib/phone';

const SORTS: Record<string, SQL> = {
  code: sql`lower(${students.code})`,
  full_name: sql`${students}.name_key collate "C"`,
  date_of_birth: sql`${students.dateOfBirth}`,
  class: sql`${classes.name}`,
  status: sql`${students.status}`,
  created_at: sql`${students.createdAt}`,
};

/** Free text over the name and code (accent-free) and the guardians' phone numbers. */
function searchOf(tenantId: string, term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = likePattern(term);
  const digits = phoneSearch(term);
  // 0903… and +84903… are the same number: search both spellings.
  const [key, plus84] = phoneSpellings(digits ?? '');
  const alt = digits?.startsWith('+84') ? key : (plus84 ?? digits);
  const byPhone = digits
    ? sql` or exists (select 1 from ${guardians} g where g.tenant_id = ${tenantId} and g.student_id = ${students.id} and (g.phone like ${`%${digits}%`} or g.phone like ${`%${alt}%`}))`
    : sql``;
  return sql`(vn_fold(${students.fullName}) like ${pattern} or vn_fold(${students.code}) like ${pattern} or vn_fold(coalesce(${students.nickname}, '')) like ${pattern}${byPhone})`;
}

/** The filters, search and scope of the list (shared with the export). */
export function studentListWhere(ctx: RequestContext, q: StudentListQuery): SQL | undefined {
  return and(
    eq(students.tenantId, ctx.tenantId),
    studentScope(ctx),
    q.class_id ? eq(students.classId, q.class_id) : undefined,
    q.status ? eq(students.status, q.status) : undefined,
    q.gender ? eq(students.gender, q.gender) : undefined,
    q.school_year_id ? eq(classes.schoolYearId, q.school_year_id) : undefined,
    q.age_group ? eq(classes.ageGroup, q.age_group) : undefined,
    searchOf(ctx.tenantId, q.search),
  );
}

/** The order of the list (shared with the export). */
export function studentListOrder(q: StudentListQuery): SQL[] {
  const sort = sortOf(q.order_by, Object.keys(SORTS), 'full_name');
  const column = SORTS[sort.field];
  return [sort.desc ? desc(column) : asc(column), asc(students.code), asc(students.id)];
}

export const studentClassJoin = and(eq(classes.tenantId, students.tenantId), eq(classes.id, students.classId));

/** A row of the list as its statement answers it: the answer's row but for the photo's file name. */
type ListRow = Omit<StudentRow, 'photo_url'> & { photo: string | null; total: number };

/**
 * GET /Student/get-list: the school's children (a teacher's classes only), filtered, sorted and paged.
 * One statement, one round trip (readStatement): the page, the total and each row's primary guardian (looked up for
 * the rows of the page only), dates as the answer writes them. With a search every child in scope is folded and
 * matched, so the total is a window over that one pass; without one the page can be read in index order and the
 * total is an uncorrelated subquery (a plain count). A page past the end has no row to carry the total: counted alone.
 */
export async function listStudents(ctx: RequestContext, q: StudentListQuery) {
  const where = studentListWhere(ctx, q);
  const { limit, offset } = pageOf(q);
  // The school named as a value on every table (not classes.tenant_id = students.tenant_id): Citus then sends the
  // statement, its count and its guardian lookups to the one node that holds the school.
  const classJoin = and(eq(classes.tenantId, ctx.tenantId), eq(classes.id, students.classId));
  const from = sql`from ${students} left join ${classes} on ${classJoin} where ${where}`;
  const matching = sql`(select count(*)::int ${from})`;
  const rows = await readStatement<ListRow>(
    ctx,
    sql`select ${students.id} as id, ${students.code} as code, ${students.fullName} as full_name,
      ${students.nickname} as nickname, ${students.gender} as gender, ${students.dateOfBirth}::text as date_of_birth,
      ${students.classId} as class_id, ${classes.name} as class_name, ${classes.ageGroup} as age_group,
      ${students.status} as status, ${students.statusDate}::text as status_date, ${students.photo} as photo,
      (select json_build_object('full_name', g.full_name, 'phone', g.phone) from ${guardians} g
        where g.tenant_id = ${ctx.tenantId} and g.student_id = ${students.id} and g.is_primary) as primary_guardian,
      ${q.search ? sql`count(*) over ()::int` : matching} as total
    ${from}
    order by ${sql.join(studentListOrder(q), sql`, `)}
    limit ${limit} offset ${offset}`,
  );
  const total = await pageTotal(ctx, rows, offset, from);
  const data: StudentRow[] = rows.map(({ total: _total, photo, primary_guardian, ...r }) => ({
    ...r,
    photo_url: photoUrl(photo),
    primary_guardian,
  }));
  return { data, total };
}

export function toRow(
  s: typeof students.$inferSelect,
  className: string | null,
  ageGroup: StudentRow['age_group'],
  primary: StudentRow['primary_guardian'],
): StudentRow {
  return {
    id: s.id,
    code: s.code,
    full_name: s.fullName,
    nickname: s.nickname,
    gender: s.gender,
    date_of_birth: s.dateOfBirth,
    class_id: s.classId,
    class_name: className,
    age_group: ageGroup,
    status: s.status,
    status_date: s.statusDate,
    photo_url: photoUrl(s.photo),
    primary_guardian: primary,
  };
}
