import 'server-only';
import { and, eq, exists, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { appAccountStudents, students } from '../db/schema';
import type { ParentContext } from '../http/context';
import { notFound } from '../http/errors';

/**
 * One of the family's own children, locked for a change when `lock` is set; another family's child (or one of
 * another school) is "not found", exactly like a child that does not exist.
 */
export async function familyChild(tx: Tx, ctx: ParentContext, studentId: string, lock = false) {
  const query = tx
    .select()
    .from(students)
    .where(
      and(
        eq(students.tenantId, ctx.tenantId),
        eq(students.id, studentId),
        exists(
          tx
            .select({ one: sql`1` })
            .from(appAccountStudents)
            .where(
              and(
                eq(appAccountStudents.tenantId, ctx.tenantId),
                eq(appAccountStudents.accountId, ctx.accountId),
                eq(appAccountStudents.studentId, studentId),
              ),
            ),
        ),
      ),
    );
  const [child] = lock ? await query.for('update') : await query;
  if (!child) throw notFound();
  return child;
}
