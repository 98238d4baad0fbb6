import 'server-only';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { classes, students } from '../db/schema';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { assertClassInScope } from '../class/scope';

/** The children the caller may reach: the whole school, or those of a teacher's own classes (scope `class`). */
export function studentScope(ctx: RequestContext): SQL | undefined {
  if (ctx.scope !== 'class') return undefined;
  return ctx.classIds.length ? inArray(students.classId, ctx.classIds) : sql`false`;
}

/** One child of the school within the caller's scope, locked for a change; anything else is "not found". */
export async function lockStudent(tx: Tx, ctx: RequestContext, id: string) {
  const [row] = await tx
    .select()
    .from(students)
    .where(and(eq(students.tenantId, ctx.tenantId), eq(students.id, id), studentScope(ctx)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** A class of this school (and, for a teacher, one of theirs); another school's or another teacher's is 404. */
export async function assertClassReachable(tx: Tx, ctx: RequestContext, classId: string) {
  assertClassInScope(ctx, classId);
  const [row] = await tx
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.tenantId, ctx.tenantId), eq(classes.id, classId)));
  if (!row) throw notFound();
}
