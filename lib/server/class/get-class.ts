import 'server-only';
import { and, eq } from 'drizzle-orm';
import { classes, schoolYears } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { notFound } from '../http/errors';
import { assertClassInScope } from './scope';
import { teachersOf } from './class-teachers';
import type { ClassRow, ClassStatus } from '@/lib/schemas/class';

/** GET /Class/get-detail?id=: one class of the school (of the teacher's own, for a teacher). */
export async function getClass(ctx: RequestContext, id: string): Promise<ClassRow> {
  assertClassInScope(ctx, id);
  return schoolTransaction(ctx, async (tx) => {
    const [row] = await tx
      .select({ c: classes, yearName: schoolYears.name })
      .from(classes)
      .innerJoin(schoolYears, and(eq(schoolYears.tenantId, classes.tenantId), eq(schoolYears.id, classes.schoolYearId)))
      .where(and(eq(classes.tenantId, ctx.tenantId), eq(classes.id, id)));
    if (!row) throw notFound();
    const teachers = await teachersOf(tx, ctx.tenantId, [id]);
    const { c, yearName } = row;
    return {
      id: c.id,
      name: c.name,
      age_group: c.ageGroup,
      school_year_id: c.schoolYearId,
      school_year_name: yearName,
      capacity: c.capacity,
      status: c.status as ClassStatus,
      teachers: teachers.get(c.id) ?? [],
      created_at: c.createdAt.toISOString(),
    };
  });
}
