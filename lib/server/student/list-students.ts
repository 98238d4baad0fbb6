import 'server-only';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { classes, guardians, students } from '../db/schema';
import { inTenant } from '../db/tenant-tx';
import type { RequestContext } from '../http/context';
import { studentScope } from './scope';
import { pageOf, sortOf } from '@/lib/schemas/list';
import type { StudentListQuery, StudentRow } from '@/lib/schemas/student';
import { likePattern } from '@/lib/text';

const SORTS: Record<string, SQL> = {
  code: sql`lower(${students.code})`,
  full_name: sql`vn_fold(${students.fullName})`,
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
  const alt = digits.startsWith('+84') ? `0${digits.slice(3)}` : digits.startsWith('0') ? `+84${digits.slice(1)}` : digits;
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

/** GET /Student/get-list: the school's children (a teacher's classes only), filtered, sorted and paged. */
export async function listStudents(ctx: RequestContext, q: StudentListQuery) {
  return inTenant(ctx, async (tx) => {
    const where = studentListWhere(ctx, q);
    const { limit, offset } = pageOf(q);
    const [rows, [{ total }]] = await Promise.all([
      tx
        .select({ s: students, className: classes.name, ageGroup: classes.ageGroup })
        .from(students)
        .leftJoin(classes, studentClassJoin)
        .where(where)
        .orderBy(...studentListOrder(q))
        .limit(limit)
        .offset(offset),
      tx.select({ total: count() }).from(students).leftJoin(classes, studentClassJoin).where(where),
    ]);
    const primary = await primaryGuardians(
      tx,
      ctx.tenantId,
      rows.map((r) => r.s.id),
    );
    const data: StudentRow[] = rows.map(({ s, className, ageGroup }) => toRow(s, className, ageGroup, primary.get(s.id) ?? null));
    return { data, total: Number(total) };
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
    primary_guardian: primary,
  };
}

async function primaryGuardians(tx: Tx, tenantId: string, ids: string[]) {
  const map = new Map<string, { full_name: string; phone: string }>();
  if (!ids.length) return map;
  const rows = await tx
    .select({ studentId: guardians.studentId, fullName: guardians.fullName, phone: guardians.phone })
    .from(guardians)
    .where(and(eq(guardians.tenantId, tenantId), eq(guardians.isPrimary, true), inArray(guardians.studentId, ids)));
  for (const r of rows) map.set(r.studentId, { full_name: r.fullName, phone: r.phone });
  return map;
}
