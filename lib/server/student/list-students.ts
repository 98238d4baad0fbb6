import 'server-only';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { classes, guardians, students } from '../db/schema';
import { inTenant } from '../db/tenant-tx';
import type { RequestContext } from '../http/context';
import { studentScope } from './scope';
import { photoUrl } from './student-photo-file';
import { pageOf, sortOf } from '@/lib/schemas/list';
import type { StudentListQuery, StudentRow } from '@/lib/schemas/student';
import { likePattern } from '@/lib/text';
import { phoneSpellings } from '@/lib/phone';

const SORTS: Record<string, SQL> = {
  code: sql`lower(${students.code})`,
  full_name: sql`${students}.name_key collate "C"`,
  date_of_birth: sql`${students.dateOfBirth}`,
  class: sql`${classes.name}`,
  status: sql`${students.status}`,
  created_at: sql`${students.createdAt}`,
};

/** Free text over the name and code (accent-free) and the guardians' phone numbers. */
function searchOf(term: string | undefined): SQL | undefined {
  if (!term) return undefined;
  const pattern = likePattern(term);
  const digits = term.replace(/[\s.\-()]/g, '');
  // 0903… and +84903… are the same number: search both spellings.
  const [key, plus84] = phoneSpellings(digits);
  const alt = digits.startsWith('+84') ? key : (plus84 ?? digits);
  const byPhone = /^\+?\d{3,}$/.test(digits)
    ? sql` or exists (select 1 from ${guardians} g where g.tenant_id = ${students.tenantId} and g.student_id = ${students.id} and (g.phone like ${`%${digits}%`} or g.phone like ${`%${alt}%`}))`
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
    searchOf(q.search),
  );
}

/** The order of the list (shared with the export). */
export function studentListOrder(q: StudentListQuery): SQL[] {
  const sort = sortOf(q.order_by, Object.keys(SORTS), 'full_name');
  const column = SORTS[sort.field];
  return [sort.desc ? desc(column) : asc(column), asc(students.code), asc(students.id)];
}

export const studentClassJoin = and(eq(classes.tenantId, students.tenantId), eq(classes.id, students.classId));

/**
 * GET /Student/get-list: the school's children (a teacher's classes only), filtered, sorted and paged.
 * One statement: the page, the total and each row's primary guardian (looked up for the rows of the page only).
 * With a search every child in scope is folded and matched, so the total is a window over that one pass; without
 * one the page can be read in index order and the total is an uncorrelated subquery (a plain count). A page past
 * the end has no row to carry the total: counted alone.
 */
export async function listStudents(ctx: RequestContext, q: StudentListQuery) {
  return inTenant(ctx, async (tx) => {
    const where = studentListWhere(ctx, q);
    const { limit, offset } = pageOf(q);
    const matching = () =>
      tx.select({ total: count() }).from(students).leftJoin(classes, studentClassJoin).where(where);
    const rows = await tx
      .select({
        s: students,
        className: classes.name,
        ageGroup: classes.ageGroup,
        total: (q.search ? sql<number>`count(*) over ()` : sql<number>`(${matching()})`).mapWith(Number),
        primary: sql<
          StudentRow['primary_guardian']
        >`(select json_build_object('full_name', g.full_name, 'phone', g.phone) from ${guardians} g
          where g.tenant_id = ${students.tenantId} and g.student_id = ${students.id} and g.is_primary)`,
      })
      .from(students)
      .leftJoin(classes, studentClassJoin)
      .where(where)
      .orderBy(...studentListOrder(q))
      .limit(limit)
      .offset(offset);
    const total = rows.length ? rows[0].total : offset ? Number((await matching())[0].total) : 0;
    const data: StudentRow[] = rows.map(({ s, className, ageGroup, primary }) =>
      toRow(s, className, ageGroup, primary ?? null),
    );
    return { data, total };
  });
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
