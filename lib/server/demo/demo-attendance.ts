import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import {
  absences,
  appAccounts,
  appAccountStudents,
  attendanceRecords,
  classTeachers,
  guardians,
  pickupPeople,
  students,
} from '../db/schema';
import { generator } from './demo-random';
import { writeHistory } from './demo-history';
import { addDays, isoWeekday, schoolInstant, schoolToday } from '@/lib/school-time';

const REASONS = [
  'Bé bị sốt, gia đình cho bé nghỉ ở nhà theo dõi.',
  'Gia đình về quê dự đám cưới.',
  'Bé bị ho, đi khám bác sĩ.',
  'Bé đi tiêm phòng.',
  'Gia đình đi du lịch.',
];
const REJECT = 'Trùng ngày tham quan của lớp, phụ huynh vui lòng liên hệ cô giáo.';
const pad = (n: number) => String(n).padStart(2, '0');
const time = (from: number, spread: number, r: number) => {
  const m = from + Math.floor(r * spread);
  return `${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
};

/**
 * The last two months of attendance for the demo school (school days up to yesterday; today is left for the
 * teachers to take), and absence requests in every state: approved ones (their days excused), pending ones for the
 * coming days, rejected and cancelled ones.
 */
export async function seedDemoAttendance(
  tx: Executor,
  { tenantId, principalId }: { tenantId: string; principalId: string },
) {
  const rnd = generator(20261122);
  const today = schoolToday();
  const kids = await tx
    .select({ id: students.id, classId: students.classId })
    .from(students)
    .where(and(eq(students.tenantId, tenantId), eq(students.status, 'studying')));
  const withClass = kids.filter((k): k is { id: string; classId: string } => !!k.classId);
  if (!withClass.length) return;
  const ids = withClass.map((k) => k.id);
  const teacherRows = await tx.select().from(classTeachers).where(eq(classTeachers.tenantId, tenantId));
  const teacherOf = new Map(teacherRows.map((t) => [t.classId, t.userId]));
  const pickups = await tx
    .select()
    .from(pickupPeople)
    .where(and(eq(pickupPeople.tenantId, tenantId), inArray(pickupPeople.studentId, ids)));
  const parents = await tx
    .select()
    .from(guardians)
    .where(and(eq(guardians.tenantId, tenantId), inArray(guardians.studentId, ids)));
  const group = <T extends { studentId: string }>(list: T[]) => {
    const map = new Map<string, T[]>();
    for (const x of list) map.set(x.studentId, [...(map.get(x.studentId) ?? []), x]);
    return map;
  };
  const pickupsOf = group(pickups);
  const parentsOf = group(parents);
  const accounts = await tx
    .select({ accountId: appAccounts.id, studentId: appAccountStudents.studentId })
    .from(appAccountStudents)
    .innerJoin(
      appAccounts,
      and(eq(appAccounts.tenantId, appAccountStudents.tenantId), eq(appAccounts.id, appAccountStudents.accountId)),
    )
    .where(eq(appAccountStudents.tenantId, tenantId));
  const accountOf = new Map(accounts.map((a) => [a.studentId, a.accountId]));

  const schoolDays: string[] = [];
  for (let d = addDays(today, -61); d < today; d = addDays(d, 1)) if (isoWeekday(d) <= 5) schoolDays.push(d);

  // Absence requests: about one child in six had an approved leave of 1–3 days; a few more in other states.
  type Absence = typeof absences.$inferInsert;
  const leave: Absence[] = [];
  const excused = new Map<string, number>(); // `${studentId}|${day}` → index in leave
  withClass.forEach((k, i) => {
    const base = {
      tenantId,
      studentId: k.id,
      classId: k.classId,
      reason: rnd.pick(REASONS),
      createdByAccount: accountOf.get(k.id) ?? null,
      createdByUser: accountOf.has(k.id) ? null : principalId,
    };
    const startAt = (n: number) => schoolDays[Math.min(schoolDays.length - 1, n)];
    if (i % 6 === 0) {
      const s = rnd.int(schoolDays.length - 3);
      const len = 1 + rnd.int(3);
      const from = startAt(s);
      const to = startAt(s + len - 1);
      const at = new Date(`${addDays(from, -1)}T10:00:00Z`);
      leave.push({
        ...base,
        fromDate: from,
        toDate: to,
        status: 'approved',
        decidedBy: teacherOf.get(k.classId) ?? principalId,
        decidedAt: at,
        createdAt: at,
      });
      for (let j = 0; j < len; j++) excused.set(`${k.id}|${startAt(s + j)}`, leave.length - 1);
    } else if (i % 23 === 1) {
      const from = addDays(today, 1 + (i % 4));
      leave.push({ ...base, fromDate: from, toDate: addDays(from, i % 2), status: 'pending' });
    } else if (i % 29 === 2) {
      leave.push({
        ...base,
        fromDate: today,
        toDate: today,
        status: 'pending',
        reason: 'Bé bị sốt nhẹ, xin cho bé nghỉ hôm nay.',
      });
    } else if (i % 31 === 3) {
      const from = startAt(schoolDays.length - 10);
      leave.push({
        ...base,
        fromDate: from,
        toDate: from,
        status: 'rejected',
        rejectReason: REJECT,
        decidedBy: principalId,
        decidedAt: new Date(`${from}T01:00:00Z`),
      });
    } else if (i % 37 === 4) {
      const from = addDays(today, 7);
      leave.push({ ...base, fromDate: from, toDate: from, status: 'cancelled', cancelledAt: new Date() });
    }
  });
  const leaveIds = leave.length ? await tx.insert(absences).values(leave).returning({ id: absences.id }) : [];

  type Mark = typeof attendanceRecords.$inferInsert;
  const marks: Mark[] = [];
  for (const day of schoolDays) {
    for (const k of withClass) {
      const teacher = teacherOf.get(k.classId) ?? principalId;
      const leaveIndex = excused.get(`${k.id}|${day}`);
      const common = { tenantId, studentId: k.id, classId: k.classId, day, updatedBy: teacher };
      if (leaveIndex !== undefined) {
        marks.push({ ...common, status: 'excused', absenceId: leaveIds[leaveIndex].id });
        continue;
      }
      const r = rnd.next();
      if (r < 0.03) {
        marks.push({ ...common, status: 'unexcused', note: rnd.next() < 0.5 ? 'Gia đình không báo trước' : null });
        continue;
      }
      const family = parentsOf.get(k.id) ?? [];
      const allowed = pickupsOf.get(k.id) ?? [];
      const pickedUp = rnd.next() < 0.7 || !allowed.length ? null : rnd.pick(allowed);
      const parent = family.length ? rnd.pick(family) : null;
      marks.push({
        ...common,
        status: 'present',
        checkInAt: new Date(schoolInstant(day, time(7 * 60, r < 0.08 ? 110 : 85, rnd.next()))),
        broughtBy: parent?.relationship === 'mother' ? 'Mẹ' : 'Bố',
        checkInBy: teacher,
        checkOutAt: new Date(schoolInstant(day, time(16 * 60 + 15, r > 0.97 ? 95 : 70, rnd.next()))),
        pickedUpById: pickedUp?.id ?? null,
        pickedUpByName: pickedUp?.fullName ?? parent?.fullName ?? null,
        checkOutBy: teacher,
      });
    }
  }
  // Seeded history is not anybody's change: the audit trigger stays out of these ~9,000 rows (start time).
  await writeHistory(tx, async () => {
    for (let i = 0; i < marks.length; i += 1_000) await tx.insert(attendanceRecords).values(marks.slice(i, i + 1_000));
  });
}
