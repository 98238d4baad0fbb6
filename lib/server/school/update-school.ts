import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { tenants } from '../db/schema';
import { crossSchoolTransaction } from '../db/school-transaction';
import type { UserContext } from '../http/context';
import { conflict, notFound } from '../http/errors';
import { assertSystemAdmin } from './assert-system-admin';
import { schoolValues } from './school-values';
import { isUniqueViolation } from '../db/unique-violation';
import type { SchoolInput } from '@/lib/schemas/school';

/**
 * PUT /Tenant/update/{id}: the school's details, status and login config. The logo is kept (it changes only
 * through upload-logo). A school is never deleted: it is set inactive, and its staff can no longer enter it.
 */
export async function updateSchool(ctx: UserContext, id: string, input: SchoolInput) {
  assertSystemAdmin(ctx);
  try {
    await crossSchoolTransaction({ userId: ctx.userId, tenantId: id }, async (tx) => {
      const [current] = await tx
        .select({ config: tenants.config })
        .from(tenants)
        .where(eq(tenants.id, id))
        .for('update');
      if (!current) throw notFound();
      const { row, config } = await schoolValues(tx, input, id);
      await tx
        .update(tenants)
        .set({ ...row, config: { ...config, logo: current.config?.logo ?? null }, updatedAt: sql`now()` })
        .where(eq(tenants.id, id));
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('errors.school_code_taken');
    throw error;
  }
  return { id, message: 'common.success' };
}
