import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import { classes } from '../db/schema';
import { schoolTransaction } from '../db/school-transaction';
import type { RequestContext } from '../http/context';
import { conflict, unprocessable } from '../http/errors';
import { findSchoolYear } from './find-school-year';
import { nextAgeGroup, type CopyClassesInput } from '@/lib/schemas/class';

/**
 * POST /Class/copy: last year's classes into a new year, in one transaction. Names and capacity are kept, each
 * age group moves up one step (nhà trẻ → mẫu giáo bé → nhỡ → lớn); mẫu giáo lớn classes leave kindergarten and
 * are not copied; teachers are assigned anew. Refused (409) when the new year already has a class of the same name.
 */
export async function copyClasses(ctx: RequestContext, input: CopyClassesInput) {
  return schoolTransaction(ctx, async (tx) => {
    await findSchoolYear(tx, ctx.tenantId, input.from_school_year_id, 'from_school_year_id');
    await findSchoolYear(tx, ctx.tenantId, input.to_school_year_id, 'to_school_year_id');
    const source = await tx
      .select()
      .from(classes)
      .where(and(eq(classes.tenantId, ctx.tenantId), eq(classes.schoolYearId, input.from_school_year_id)))
      .orderBy(asc(classes.name));
    const copies = source.flatMap((c) => {
      const ageGroup = nextAgeGroup(c.ageGroup);
      return ageGroup
        ? [
            {
              tenantId: ctx.tenantId,
              schoolYearId: input.to_school_year_id,
              name: c.name,
              ageGroup,
              capacity: c.capacity,
            },
          ]
        : [];
    });
    if (!copies.length) throw unprocessable('errors.nothing_to_copy');
    const [clash] = await tx
      .select({ name: classes.name })
      .from(classes)
      .where(
        and(
          eq(classes.tenantId, ctx.tenantId),
          eq(classes.schoolYearId, input.to_school_year_id),
          sql`lower(${classes.name}) in (${sql.join(
            copies.map((c) => sql`lower(${c.name})`),
            sql`, `,
          )})`,
        ),
      )
      .limit(1);
    if (clash) throw conflict('errors.class_name_taken', { name: clash.name });
    await tx.insert(classes).values(copies);
    return { id: input.to_school_year_id, message: 'classAdmin.copied' };
  });
}
