import 'server-only';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { classTeachers, users } from '../db/schema';
import { byVnName } from '../db/name-order';

/** The teachers of the given classes, by class id, in name order. */
export async function teachersOf(tx: Tx, tenantId: string, classIds: string[]) {
  const byClass = new Map<string, { id: string; full_name: string }[]>();
  if (!classIds.length) return byClass;
  const rows = await tx
    .select({ classId: classTeachers.classId, id: users.id, fullName: users.fullName })
    .from(classTeachers)
    .innerJoin(users, eq(users.id, classTeachers.userId))
    .where(and(eq(classTeachers.tenantId, tenantId), inArray(classTeachers.classId, classIds)))
    .orderBy(byVnName(users.fullName));
  for (const r of rows) {
    const list = byClass.get(r.classId) ?? [];
    list.push({ id: r.id, full_name: r.fullName });
    byClass.set(r.classId, list);
  }
  return byClass;
}

/** Sets a class's teachers to exactly `userIds`, touching only the rows that change (so the audit log is exact). */
export async function setTeachers(tx: Tx, tenantId: string, classId: string, userIds: string[]) {
  const ofClass = and(eq(classTeachers.tenantId, tenantId), eq(classTeachers.classId, classId));
  await tx
    .delete(classTeachers)
    .where(userIds.length ? and(ofClass, notInArray(classTeachers.userId, userIds)) : ofClass);
  if (userIds.length) {
    await tx
      .insert(classTeachers)
      .values(userIds.map((userId) => ({ tenantId, classId, userId })))
      .onConflictDoNothing();
  }
}
