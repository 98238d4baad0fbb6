import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { appAccountStudents, classes, students } from '../db/schema';

/** From an account's link to a child: the child (`students`) and the child's class now (`classes`, maybe none). */
export const linkedChild = and(
  eq(students.tenantId, appAccountStudents.tenantId),
  eq(students.id, appAccountStudents.studentId),
);
export const childClass = and(eq(classes.tenantId, students.tenantId), eq(classes.id, students.classId));

/** A family's children in the order the app and the staff screens list them: the eldest first. */
export const eldestFirst = [asc(students.dateOfBirth), asc(students.id)] as const;
