import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { appAccounts, appAccountStudents, classes, guardians, students } from '../db/schema';
import { hashPassword } from '../auth/password';
import { DEMO_FAMILY, DEMO_SPARE_PARENT } from '@/lib/demo-family';

/**
 * Parents' app accounts for the demo school: one per phone number of a primary guardian of a child who is studying
 * (the phone as the username, the demo password, hashed once: every demo parent shares it), so that siblings share
 * one account. The demo family (DEMO_FAMILY) is one parent with two children in different classes.
 */
export async function seedDemoAppAccounts(
  tx: Executor,
  { tenantId, password }: { tenantId: string; password: string },
) {
  await makeDemoFamily(tx, tenantId);
  const families = await tx
    .select({ guardianId: guardians.id, phone: guardians.phone, studentId: students.id })
    .from(guardians)
    .innerJoin(students, and(eq(students.tenantId, guardians.tenantId), eq(students.id, guardians.studentId)))
    .where(and(eq(guardians.tenantId, tenantId), eq(guardians.isPrimary, true), eq(students.status, 'studying')));
  if (!families.length) return;
  const passwordHash = await hashPassword(password);
  const byPhone = new Map<string, string>();
  for (const f of families) if (!byPhone.has(f.phone)) byPhone.set(f.phone, f.guardianId);
  const created = await tx
    .insert(appAccounts)
    .values([...byPhone].map(([phone, guardianId]) => ({ tenantId, username: phone, passwordHash, guardianId })))
    .onConflictDoNothing()
    .returning({ id: appAccounts.id, guardianId: appAccounts.guardianId });
  const byGuardian = new Map(created.map((a) => [a.guardianId, a.id]));
  const accountOf = (phone: string) => byGuardian.get(byPhone.get(phone)!);
  const links = families
    .filter((f) => accountOf(f.phone))
    .map((f) => ({ tenantId, accountId: accountOf(f.phone)!, studentId: f.studentId }));
  if (links.length) await tx.insert(appAccountStudents).values(links);
}

/**
 * The demo family: the first studying child of Mầm 1 (teacher1's class) and of Chồi 1 (teacher2's) get the same
 * primary guardian's name and phone; another child's primary guardian gets the spare parent's phone.
 */
async function makeDemoFamily(tx: Executor, tenantId: string) {
  const kids = await tx
    .select({ id: students.id, className: classes.name })
    .from(students)
    .innerJoin(classes, and(eq(classes.tenantId, students.tenantId), eq(classes.id, students.classId)))
    .where(and(eq(students.tenantId, tenantId), eq(students.status, 'studying')))
    .orderBy(asc(students.code));
  const pair = DEMO_FAMILY.classes.map((name) => kids.find((k) => k.className === name)?.id).filter((id) => id !== undefined);
  const spare = kids.find((k) => !pair.includes(k.id));
  if (pair.length < 2 || !spare) return;
  await tx
    .update(guardians)
    .set({ phone: DEMO_SPARE_PARENT.phone })
    .where(and(eq(guardians.tenantId, tenantId), eq(guardians.isPrimary, true), eq(guardians.studentId, spare.id)));
  await tx
    .update(guardians)
    .set({ fullName: DEMO_FAMILY.parentName, phone: DEMO_FAMILY.phone, relationship: 'mother' })
    .where(and(eq(guardians.tenantId, tenantId), eq(guardians.isPrimary, true), inArray(guardians.studentId, pair)));
}
