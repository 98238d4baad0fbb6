import 'server-only';
import { classes } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { assertTeachers } from './assert-teachers';
import { assertClassNameFree } from './class-name';
import { setTeachers } from './class-teachers';
import { findSchoolYear } from './find-school-year';
import type { ClassInput } from '@/lib/schemas/class';

/** POST /Class/create: a class in one of the school's years, with its teachers, in one transaction. */
export async function createClass(ctx: RequestContext, input: ClassInput) {
  return schoolTransaction(ctx, async (tx) => {
    await findSchoolYear(tx, ctx.tenantId, input.school_year_id, 'school_year_id');
    const teacherIds = await assertTeachers(tx, ctx.tenantId, input.teacher_ids);
    await assertClassNameFree(tx, ctx.tenantId, input.school_year_id, input.name);
    const [created] = await tx
      .insert(classes)
      .values({
        tenantId: ctx.tenantId,
        schoolYearId: input.school_year_id,
        name: input.name,
        ageGroup: input.age_group,
        capacity: input.capacity,
        status: input.status,
      })
      .returning({ id: classes.id });
    await setTeachers(tx, ctx.tenantId, created.id, teacherIds);
    return { id: created.id, message: 'common.success' };
  });
}
