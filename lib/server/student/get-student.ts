import 'server-only';
import { aliasedTable, and, desc, eq } from 'drizzle-orm';
import { classes, guardians, pickupPeople, studentClassHistory, students } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import { byVnName } from '../db/name-order';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { studentScope } from './scope';
import { toRow } from './list-students';
import type { StudentDetail } from '@/lib/schemas/student';

/** GET /Student/get-detail?id=: one child with guardians, pick-up people and class history. */
export async function getStudent(ctx: RequestContext, id: string): Promise<StudentDetail> {
  return schoolTransaction(ctx, async (tx) => {
    const [row] = await tx
      .select({ s: students, className: classes.name, ageGroup: classes.ageGroup })
      .from(students)
      .leftJoin(classes, and(eq(classes.tenantId, students.tenantId), eq(classes.id, students.classId)))
      .where(and(eq(students.tenantId, ctx.tenantId), eq(students.id, id), studentScope(ctx)));
    if (!row) throw notFound();
    const gs = await tx
      .select()
      .from(guardians)
      .where(and(eq(guardians.tenantId, ctx.tenantId), eq(guardians.studentId, id)))
      .orderBy(desc(guardians.isPrimary), byVnName(guardians.fullName));
    const ps = await tx
      .select()
      .from(pickupPeople)
      .where(and(eq(pickupPeople.tenantId, ctx.tenantId), eq(pickupPeople.studentId, id)))
      .orderBy(byVnName(pickupPeople.fullName));
    const from = aliasedTable(classes, 'from_class');
    const to = aliasedTable(classes, 'to_class');
    const history = await tx
      .select({ h: studentClassHistory, fromName: from.name, toName: to.name })
      .from(studentClassHistory)
      .leftJoin(from, and(eq(from.tenantId, studentClassHistory.tenantId), eq(from.id, studentClassHistory.fromClassId)))
      .leftJoin(to, and(eq(to.tenantId, studentClassHistory.tenantId), eq(to.id, studentClassHistory.toClassId)))
      .where(and(eq(studentClassHistory.tenantId, ctx.tenantId), eq(studentClassHistory.studentId, id)))
      .orderBy(desc(studentClassHistory.movedAt));
    const { s } = row;
    const primary = gs.find((g) => g.isPrimary);
    return {
      ...toRow(s, row.className, row.ageGroup, primary ? { full_name: primary.fullName, phone: primary.phone } : null),
      enrolment_date: s.enrolmentDate,
      status_reason: s.statusReason,
      address: s.address,
      province_id: s.provinceId,
      ethnicity: s.ethnicity,
      notes: s.notes,
      blood_group: s.bloodGroup,
      allergies: s.allergies,
      special_diet: s.specialDiet,
      guardians: gs.map((g) => ({
        id: g.id,
        full_name: g.fullName,
        relationship: g.relationship,
        phone: g.phone,
        email: g.email,
        address: g.address,
        is_primary: g.isPrimary,
      })),
      pickup_people: ps.map((p) => ({ id: p.id, full_name: p.fullName, relationship: p.relationship, phone: p.phone })),
      class_history: history.map(({ h, fromName, toName }) => ({
        id: h.id,
        from_class_id: h.fromClassId,
        from_class_name: fromName,
        to_class_id: h.toClassId,
        to_class_name: toName,
        moved_at: h.movedAt.toISOString(),
        reason: h.reason,
      })),
    };
  });
}
