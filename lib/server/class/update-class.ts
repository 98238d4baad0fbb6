import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { classes } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { assertClassInScope } from './scope';
import { assertTeachers } from './assert-teachers';
import { assertClassNameFree } from './class-name';
import { setTeachers } from './class-teachers';
import { findSchoolYear } from './find-school-year';
import type { ClassInput } from '@/lib/schemas/class';

/** PUT /Class/update/{id}: name, age group, year, capacity, status (active / archived) and teachers. */
export async function updateClass(ctx: RequestContext, id: string, input: ClassInput) {
  assertClassInScope(ctx, id);
  return schoolTransaction(ctx, async (tx) => {
    const ofClass = and(eq(classes.tenantId, ctx.tenantId), eq(classes.id, id));
    const [current] = await tx.select({ id: classes.id }).from(classes).where(ofClass).for('update');
    if (!current) throw notFound();
    await findSchoolYear(tx, ctx.tenantId, input.school_year_id, 'school_year_id');
    const teacherIds = await assertTeachers(tx, ctx.tenantId, input.teacher_ids);
    await assertClassNameFree(tx, ctx.tenantId, input.school_year_id, input.name, id);
    await tx
      .update(classes)
      .set({
        schoolYearId: input.school_year_id,
        name: input.name,
        ageGroup: input.age_group,
        capacity: input.capacity,
        status: input.status,
        updatedAt: sql`now()`,
      })
      .where(ofClass);
    await setTeachers(tx, ctx.tenantId, id, teacherIds);
    return { id, message: 'common.success' };
  });
}
