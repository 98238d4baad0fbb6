import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { schoolYears } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { unprocessable } from '../http/errors';
import { findSchoolYear } from './find-school-year';
import { assertYearNameFree, makeCurrent } from './school-year-name';
import type { SchoolYearInput } from '@/lib/schemas/class';

/**
 * PUT /SchoolYear/update/{id}. Marking a year current unsets the other in the same transaction; the current
 * year cannot simply be unmarked (a school always has one): another year is made current instead.
 */
export async function updateSchoolYear(ctx: RequestContext, id: string, input: SchoolYearInput) {
  return schoolTransaction(ctx, async (tx) => {
    const year = await findSchoolYear(tx, ctx.tenantId, id);
    if (year.isCurrent && !input.is_current) throw unprocessable('errors.school_year_keep_current');
    await assertYearNameFree(tx, ctx.tenantId, input.name, id);
    await tx
      .update(schoolYears)
      .set({ name: input.name, startDate: input.start_date, endDate: input.end_date, updatedAt: sql`now()` })
      .where(and(eq(schoolYears.tenantId, ctx.tenantId), eq(schoolYears.id, id)));
    if (input.is_current && !year.isCurrent) await makeCurrent(tx, ctx.tenantId, id);
    return { id, message: 'common.success' };
  });
}
