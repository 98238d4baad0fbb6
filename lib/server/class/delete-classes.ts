import 'server-only';
import { and, count, eq, inArray } from 'drizzle-orm';
import { classTeachers, classes } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { assertClassInScope } from './scope';

/**
 * DELETE /Class/delete {ids}: only a class with no history goes. One with teachers (and, once children are
 * enrolled, children) is refused with 409: archive it instead (status `archived`). All or nothing.
 */
export async function deleteClasses(ctx: RequestContext, ids: string[]) {
  const unique = [...new Set(ids)];
  for (const id of unique) assertClassInScope(ctx, id);
  return schoolTransaction(ctx, async (tx) => {
    const found = await tx
      .select({ id: classes.id, name: classes.name })
      .from(classes)
      .where(and(eq(classes.tenantId, ctx.tenantId), inArray(classes.id, unique)))
      .for('update');
    if (found.length !== unique.length) throw notFound();
    const busy = await tx
      .select({ classId: classTeachers.classId, n: count() })
      .from(classTeachers)
      .where(and(eq(classTeachers.tenantId, ctx.tenantId), inArray(classTeachers.classId, unique)))
      .groupBy(classTeachers.classId);
    if (busy.length) {
      const name = found.find((c) => c.id === busy[0].classId)?.name ?? '';
      throw conflict('errors.class_in_use', { name });
    }
    await tx.delete(classes).where(and(eq(classes.tenantId, ctx.tenantId), inArray(classes.id, unique)));
    return { id: unique.length === 1 ? unique[0] : null, message: 'common.success' };
  });
}
