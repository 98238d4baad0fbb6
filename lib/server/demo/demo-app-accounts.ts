import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { appAccounts, appAccountStudents, guardians, students } from '../db/schema';
import { hashPassword } from '../auth/password';

/**
 * Parents' app accounts for the demo school: one per primary guardian of a child who is studying, the phone number
 * as the username and the demo password (hashed once: every demo parent shares it).
 */
export async function seedDemoAppAccounts(
  tx: Executor,
  { tenantId, password }: { tenantId: string; password: string },
) {
  const families = await tx
    .select({ guardianId: guardians.id, phone: guardians.phone, studentId: students.id })
    .from(guardians)
    .innerJoin(students, and(eq(students.tenantId, guardians.tenantId), eq(students.id, guardians.studentId)))
    .where(and(eq(guardians.tenantId, tenantId), eq(guardians.isPrimary, true), eq(students.status, 'studying')));
  if (!families.length) return;
  const passwordHash = await hashPassword(password);
  const created = await tx
    .insert(appAccounts)
    .values(families.map((f) => ({ tenantId, username: f.phone, passwordHash, guardianId: f.guardianId })))
    .onConflictDoNothing()
    .returning({ id: appAccounts.id, guardianId: appAccounts.guardianId });
  const byGuardian = new Map(created.map((a) => [a.guardianId, a.id]));
  const links = families
    .filter((f) => byGuardian.has(f.guardianId))
    .map((f) => ({ tenantId, accountId: byGuardian.get(f.guardianId)!, studentId: f.studentId }));
  if (links.length) await tx.insert(appAccountStudents).values(links);
}
