import 'server-only';
import type { Executor } from '../db/client';
import { classTeachers, classes, schoolYears, type AgeGroup } from '../db/schema';

// Vietnamese school years open on 5 September and close at the end of May.
const YEARS = [
  { name: '2025–2026', startDate: '2025-09-05', endDate: '2026-05-31', isCurrent: false },
  { name: '2026–2027', startDate: '2026-09-05', endDate: '2027-05-31', isCurrent: true },
];

type DemoClass = { name: string; ageGroup: AgeGroup; capacity: number; teacher: string };

// Class sizes of the kindergarten regulation (Điều lệ trường mầm non): 25 for the youngest up to 35 for the oldest.
// Every class has a teacher (README, "Demo data"): a message to the class teacher always reaches someone.
export const DEMO_CLASSES: { HOASEN: DemoClass[]; ANHDUONG: DemoClass[] } = {
  HOASEN: [
    { name: 'Nhà trẻ 1', ageGroup: 'nha_tre', capacity: 25, teacher: 'teacher3' },
    { name: 'Nhà trẻ 2', ageGroup: 'nha_tre', capacity: 25, teacher: 'teacher3' },
    { name: 'Mầm 1', ageGroup: 'mau_giao_be', capacity: 25, teacher: 'teacher1' },
    { name: 'Mầm 2', ageGroup: 'mau_giao_be', capacity: 25, teacher: 'teacher1' },
    { name: 'Chồi 1', ageGroup: 'mau_giao_nho', capacity: 30, teacher: 'teacher2' },
    { name: 'Chồi 2', ageGroup: 'mau_giao_nho', capacity: 30, teacher: 'teacher2' },
    { name: 'Lá 1', ageGroup: 'mau_giao_lon', capacity: 35, teacher: 'teacher4' },
    { name: 'Lá 2', ageGroup: 'mau_giao_lon', capacity: 35, teacher: 'teacher4' },
  ],
  ANHDUONG: [
    { name: 'Mầm Sơn Ca', ageGroup: 'mau_giao_be', capacity: 25, teacher: 'teacher5' },
    { name: 'Chồi Họa Mi', ageGroup: 'mau_giao_nho', capacity: 30, teacher: 'teacher5' },
    { name: 'Lá Vàng Anh', ageGroup: 'mau_giao_lon', capacity: 35, teacher: 'teacher5' },
  ],
};

/**
 * A demo school's years (2025–2026 past, 2026–2027 current) and its classes of the current year (the first school's
 * unless `list` names others), each with its teacher among `teacherIds` (a test world may name only some).
 */
export async function seedDemoClasses(
  tx: Executor,
  {
    tenantId,
    teacherIds,
    list = DEMO_CLASSES.HOASEN,
  }: { tenantId: string; teacherIds: Record<string, string>; list?: DemoClass[] },
) {
  const years = await tx
    .insert(schoolYears)
    .values(YEARS.map((y) => ({ tenantId, ...y })))
    .returning({ id: schoolYears.id, isCurrent: schoolYears.isCurrent });
  const current = years.find((y) => y.isCurrent)!;
  const created = await tx
    .insert(classes)
    .values(
      list.map((c) => ({
        tenantId,
        schoolYearId: current.id,
        name: c.name,
        ageGroup: c.ageGroup,
        capacity: c.capacity,
      })),
    )
    .returning({ id: classes.id, name: classes.name });
  const idOf = new Map(created.map((c) => [c.name, c.id]));
  const taught = list.filter((c) => teacherIds[c.teacher]);
  if (!taught.length) return;
  await tx
    .insert(classTeachers)
    .values(
      taught.map((c) => ({
        tenantId,
        classId: idOf.get(c.name)!,
        userId: teacherIds[c.teacher],
      })),
    );
}
