import 'server-only';
import { and, eq } from 'drizzle-orm';
import { schoolYears } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { assertYearNameFree, makeCurrent } from './school-year-name';
import type { SchoolYearInput } from '@/lib/schemas/class';

/** POST /SchoolYear/create. A school's first year is its current one; a year marked current takes over. */
export async function createSchoolYear(ctx: RequestContext, input: SchoolYearInput) {
  return schoolTransaction(ctx, async (tx) => {
    await assertYearNameFree(tx, ctx.tenantId, input.name);
    const [current] = await tx
      .select({ id: schoolYears.id })
      .from(schoolYears)
      .where(and(eq(schoolYears.tenantId, ctx.tenantId), eq(schoolYears.isCurrent, true)))
      .limit(1);
    const [year] = await tx
      .insert(schoolYears)
      .values({
        tenantId: ctx.tenantId,
        name: input.name,
        startDate: input.start_date,
        endDate: input.end_date,
        isCurrent: false,
      })
      .returning({ id: schoolYears.id });
    if (input.is_current || !current) await makeCurrent(tx, ctx.tenantId, year.id);
    return { id: year.id, message: 'common.success' };
  });
}
