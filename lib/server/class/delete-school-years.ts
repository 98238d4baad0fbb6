import 'server-only';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { classes, schoolYears } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { conflict } from '../http/errors';
import { findSchoolYear } from './find-school-year';

/**
 * DELETE /SchoolYear/delete {ids}: only empty years go. A year with classes keeps its history (409), and the
 * current year stays while other years exist (another one is made current first). All or nothing.
 */
export async function deleteSchoolYears(ctx: RequestContext, ids: string[]) {
  return schoolTransaction(ctx, async (tx) => {
    const unique = [...new Set(ids)];
    for (const id of unique) {
      const year = await findSchoolYear(tx, ctx.tenantId, id);
      const [{ n }] = await tx
        .select({ n: count() })
        .from(classes)
        .where(and(eq(classes.tenantId, ctx.tenantId), eq(classes.schoolYearId, id)));
      if (Number(n) > 0) throw conflict('errors.school_year_in_use', { name: year.name });
      if (year.isCurrent) {
        const [{ others }] = await tx
          .select({ others: count() })
          .from(schoolYears)
          .where(and(eq(schoolYears.tenantId, ctx.tenantId), ne(schoolYears.id, id)));
        if (Number(others) > 0) throw conflict('errors.school_year_current', { name: year.name });
      }
    }
    await tx.delete(schoolYears).where(and(eq(schoolYears.tenantId, ctx.tenantId), inArray(schoolYears.id, unique)));
    return { id: unique.length === 1 ? unique[0] : null, message: 'common.success' };
  });
}
